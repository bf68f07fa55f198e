import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from './extensions';
import { replaceYDocHtml } from './replaceYDocHtml';
import { writeHtmlIntoYDoc, yDocToHtml } from './yjsHtml';

const dom = new JSDOM('<!doctype html><html><body></body></html>').window.document;

describe('replaceYDocHtml', () => {
  it('makes the HTML the text in one transaction, keeping the items of blocks that did not change', () => {
    const doc = new Y.Doc();
    writeHtmlIntoYDoc(doc, '<p>Kept as it was.</p><p>Old second paragraph.</p>', dom);
    const kept = doc.getXmlFragment(EDITOR_FIELD).get(0);
    let updates = 0;
    doc.on('update', () => (updates += 1));

    expect(replaceYDocHtml(doc, '<p>Kept as it was.</p><h2>New heading</h2><ul><li><p>New item</p></li></ul>', dom)).toBe(true);
    expect(updates).toBe(1);
    expect(yDocToHtml(doc, dom)).toBe('<p>Kept as it was.</p><h2>New heading</h2><ul><li><p>New item</p></li></ul>');
    // The unchanged paragraph is the same Yjs item, so a co-editor's caret in it stays put.
    expect(doc.getXmlFragment(EDITOR_FIELD).get(0)).toBe(kept);
  });

  it('writes nothing when the text is already that HTML', () => {
    const doc = new Y.Doc();
    writeHtmlIntoYDoc(doc, '<p>Same <strong>words</strong>.</p>', dom);
    const before = Y.encodeStateVector(doc);
    expect(replaceYDocHtml(doc, '<p>Same <b>words</b>.</p>', dom)).toBe(false);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });
});
