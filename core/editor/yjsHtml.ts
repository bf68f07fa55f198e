import { getSchema } from '@tiptap/core';
import { DOMParser as PmDomParser, DOMSerializer, type Node as PmNode, type Schema } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { EDITOR_FIELD, blogSchemaExtensions } from './extensions';

let cachedSchema: Schema | null = null;

/** The ProseMirror schema of a blog (built once). */
export function blogSchema(): Schema {
  cachedSchema ??= getSchema(blogSchemaExtensions());
  return cachedSchema;
}

/** The document held in a Y.Doc, as a ProseMirror node of the blog schema. */
export function yDocToNode(doc: Y.Doc): PmNode {
  return yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(EDITOR_FIELD), blogSchema());
}

/**
 * HTML of the Y.Doc's document. `dom` is any Document (the browser's, or jsdom's on the server):
 * ProseMirror's serializer builds real DOM nodes.
 */
export function yDocToHtml(doc: Y.Doc, dom: Document): string {
  const node = yDocToNode(doc);
  const container = dom.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(blogSchema()).serializeFragment(node.content, { document: dom }));
  return container.innerHTML;
}

/** The plain text of a document, blocks separated by blank lines (for word count and reading score). */
export function nodeText(node: PmNode): string {
  return node.textBetween(0, node.content.size, '\n\n', ' ');
}

/** Fills an empty Y.Doc with the document an HTML string describes (blogs written before the editor). */
export function writeHtmlIntoYDoc(doc: Y.Doc, html: string, dom: Document): void {
  const container = dom.createElement('div');
  container.innerHTML = html;
  const node = PmDomParser.fromSchema(blogSchema()).parse(container);
  prosemirrorToYXmlFragment(node, doc.getXmlFragment(EDITOR_FIELD));
}
