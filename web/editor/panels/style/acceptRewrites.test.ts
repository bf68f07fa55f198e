// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { passageDiff } from '@core/analysis/style';
import type { THumanizedPassage } from '@core/api/humanize';
import { reviewOf } from '@web/scenes/OptimizerHumanize/rewriteReview';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { docTextIndex } from '../../highlights/docText';
import { acceptRewrites } from './acceptRewrites';
import { docParagraphs } from './docParagraphs';

const editorWith = (html: string) => new Editor({ element: document.createElement('div'), extensions: blogSchemaExtensions(), content: html });
const MILL = "In today's fast-paced world, the old mill ground flour for 300 families.";
const ARCHIVE = 'Visitors who delve into the archive find the ledgers.';
const HTML = `<h2>The mill</h2><p>In today's fast-paced world, the old <strong>mill</strong> ground flour for <a href="https://example.com/f">300 families</a>.</p><p>${ARCHIVE}</p>`;

const passage = (index: number, original: string, rewrite: string): THumanizedPassage => ({ index, original, rewrite, unchanged: false, diff: passageDiff(original, rewrite), kept: { kept: true, missing: [], added: [] }, acceptable: true });

/** The review of a rewrite of every paragraph of the editor's doc, as the Style tab makes it. */
function reviewFor(editor: Editor) {
  const sent = docParagraphs(editor.state.doc);
  const result = { engine: 'model' as const, model: 'fake', words: 0, credits_charged: 0, notice: null, passages: [passage(0, MILL, 'The old mill ground flour for 300 families.'), passage(1, ARCHIVE, ARCHIVE.replace('delve into', 'look at'))] };
  return reviewOf(docTextIndex(editor.state.doc).text, sent, result);
}

const countChanges = (editor: Editor) => {
  const counter = { changes: 0 };
  editor.on('transaction', ({ transaction }) => {
    if (transaction.docChanged) counter.changes += 1;
  });
  return counter;
};

describe('acceptRewrites', () => {
  it('applies only the changed words, so kept bold and linked words keep their marks', () => {
    const editor = editorWith(HTML);
    const counter = countChanges(editor);
    const items = acceptRewrites(editor, reviewFor(editor).items, [0]);
    expect(editor.getHTML()).toBe(
      `<h2>The mill</h2><p>The old <strong>mill</strong> ground flour for <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/f">300 families</a>.</p><p>${ARCHIVE}</p>`,
    );
    expect(items.map((item) => item.status)).toEqual(['accepted', 'open']);
    expect(counter.changes).toBe(1);
    editor.destroy();
  });

  it('accepts all in one transaction, inserted words unmarked', () => {
    const editor = editorWith(`<p><strong>We delve into soil.</strong></p><p>${ARCHIVE}</p>`);
    const sent = docParagraphs(editor.state.doc);
    const result = { engine: 'model' as const, model: 'fake', words: 0, credits_charged: 0, notice: null, passages: [passage(0, 'We delve into soil.', 'We look at soil.'), passage(1, ARCHIVE, ARCHIVE.replace('delve into', 'look at'))] };
    const counter = countChanges(editor);
    const items = acceptRewrites(editor, reviewOf('', sent, result).items, [0, 1]);
    expect(editor.getHTML()).toBe(`<p><strong>We </strong>look at<strong> soil.</strong></p><p>${ARCHIVE.replace('delve into', 'look at')}</p>`);
    expect(items.map((item) => item.status)).toEqual(['accepted', 'accepted']);
    expect(counter.changes).toBe(1);
    editor.destroy();
  });

  it('leaves a paragraph edited since the rewrite alone and marks it moved', () => {
    const editor = editorWith(HTML);
    const review = reviewFor(editor);
    const index = docTextIndex(editor.state.doc);
    const at = index.posAt(index.text.indexOf('archive'));
    editor.commands.insertContentAt(at, 'old ');
    const before = editor.getHTML();
    const items = acceptRewrites(editor, review.items, [1]);
    expect(items.map((item) => item.status)).toEqual(['open', 'moved']);
    expect(editor.getHTML()).toBe(before);
    editor.destroy();
  });
});
