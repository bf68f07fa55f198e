import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docOutline } from '@core/analysis/interlinking';
import { writeHtmlIntoYDoc, yDocToNode } from '@core/editor/yjsHtml';
import { JSDOM } from 'jsdom';
import { docTextIndex } from '../../highlights/docText';

// The server answers offsets into docOutline's text; the editor maps offsets of docTextIndex's text:
// they must be one text, or an accepted link would land beside its anchor.
const HTML =
  '<h1>Title</h1><p>One <a href="https://a.example">link</a><br>two</p><ul><li><p>A</p><ul><li><p>B</p></li></ul></li></ul>' +
  '<blockquote><p>Q</p></blockquote><pre><code>c</code></pre><img src="https://a.example/i.png"><table><tbody><tr><td><p>x</p></td></tr></tbody></table>';

describe('the server’s doc text and the editor’s', () => {
  it('are the same text, so offsets mean the same place', () => {
    const doc = new Y.Doc();
    writeHtmlIntoYDoc(doc, HTML, new JSDOM('<!doctype html><body></body>').window.document);
    const node = yDocToNode(doc);
    const outline = docOutline(node);
    expect(docTextIndex(node).text).toBe(outline.text);
    // And an anchor's offsets map to the document position of that very text.
    const index = docTextIndex(node);
    const start = outline.text.indexOf('two');
    expect(node.textBetween(index.posAt(start), index.posAt(start) + 3)).toBe('two');
  });
});
