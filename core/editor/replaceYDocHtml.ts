import { DOMParser as PmDomParser, type Node as PmNode } from '@tiptap/pm/model';
import { updateYFragment } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { EDITOR_FIELD } from './extensions';
import { blogSchema, yDocToNode } from './yjsHtml';

/** The document an HTML string describes, parsed into the blog schema (what the editor would make of it). */
export function htmlToNode(html: string, dom: Document): PmNode {
  const container = dom.createElement('div');
  container.innerHTML = html;
  return PmDomParser.fromSchema(blogSchema()).parse(container);
}

/**
 * Makes the Y.Doc's text the document an HTML string describes, in one Yjs transaction. The same
 * diff the editor's sync plugin uses: blocks that did not change keep their Yjs items, so a
 * co-editor's caret in them stays put. Returns false (and writes nothing) when the text is already that.
 */
export function replaceYDocHtml(doc: Y.Doc, html: string, dom: Document, origin?: unknown): boolean {
  const next = htmlToNode(html, dom);
  if (yDocToNode(doc).eq(next)) return false;
  doc.transact(() => {
    updateYFragment(doc, doc.getXmlFragment(EDITOR_FIELD), next, { mapping: new Map(), isOMark: new Map() });
  }, origin);
  return true;
}
