import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { writeHtmlIntoYDoc, yDocToNode } from '@core/editor/yjsHtml';
import { serverDocument } from '../editor/serverDom';
import { blogOutline } from './blogOutline';

const HTML =
  '<h2>Compost <em>heap</em></h2><p>Turn it <a href="https://a.example/turn">every week</a>.<br>Then rest.</p>' +
  '<ul><li><p>Air</p><ol><li><p>Water</p></li></ol></li></ul><blockquote><p>Quote</p></blockquote><pre><code>x = 1</code></pre>' +
  '<img src="https://a.example/i.png" alt="heap"><table><tbody><tr><td><p>Cell</p></td><td><p>Two</p></td></tr></tbody></table><p>End.</p>';

/** The text the browser's editor shows for this Yjs state: TipTap's getText over the same document. */
function editorText(doc: Y.Doc): string {
  const editor = new Editor({ extensions: blogSchemaExtensions(), content: yDocToNode(doc).toJSON() });
  const text = editor.getText({ blockSeparator: '\n\n' });
  editor.destroy();
  return text;
}

describe('blogOutline (the server reads a stored doc as the editor does)', () => {
  it('from the Yjs state: the same text as TipTap getText, with the heading and link offsets', () => {
    const doc = new Y.Doc();
    writeHtmlIntoYDoc(doc, HTML, serverDocument());
    const outline = blogOutline({ ydoc: Y.encodeStateAsUpdate(doc), copyToSave: '' });
    expect(outline.text).toBe(editorText(doc));
    expect(outline.text.startsWith('Compost heap\n\nTurn it every week.\nThen rest.')).toBe(true);
    expect(outline.headings.map((r) => outline.text.slice(r.start, r.end))).toEqual(['Compost heap']);
    expect(outline.links.map((r) => [outline.text.slice(r.start, r.end), r.href])).toEqual([['every week', 'https://a.example/turn']]);
  });

  it('from HTML only (a doc saved before the editor): the text the editor will show once it converts it', () => {
    const doc = new Y.Doc();
    writeHtmlIntoYDoc(doc, HTML, serverDocument());
    expect(blogOutline({ ydoc: null, copyToSave: HTML }).text).toBe(editorText(doc));
    expect(blogOutline({ ydoc: new Uint8Array(), copyToSave: '' }).text).toBe('');
  });
});
