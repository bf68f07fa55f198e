// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { docTextIndex } from '../../highlights/docText';
import { applyCorrection, citationLabel, citationOffset, citeClaim } from './docEdits';
import { locateClaim } from './locateClaim';

// A mounted editor, as in the browser (the commands focus the view).
const editorWith = (html: string) => new Editor({ element: document.createElement('div'), extensions: blogSchemaExtensions(), content: html });
const CLAIM = 'The tower was completed in 1887.';
const placeOf = (editor: Editor, text = CLAIM) => locateClaim(docTextIndex(editor.state.doc).text, { text, start: 0, end: text.length })!;

describe('citeClaim', () => {
  it('puts a linked source title before the claim’s full stop, in the claim’s paragraph', () => {
    const editor = editorWith(`<h2>Paris</h2><p>Intro line.</p><p>${CLAIM} It is tall.</p>`);
    expect(citeClaim(editor, placeOf(editor), { title: 'Tower history', url: 'https://example.com/tower' })).toBe(true);
    expect(editor.getHTML()).toContain(
      '<p>The tower was completed in 1887 [<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/tower">Tower history</a>]. It is tall.</p>',
    );
    editor.destroy();
  });

  it('cites at the end of a claim without closing punctuation, and refuses a place outside the doc', () => {
    const editor = editorWith('<p>Built in 1887 by engineers</p>');
    expect(citeClaim(editor, { start: 0, end: 13 }, { title: '', url: 'https://example.org/a' })).toBe(true);
    expect(editor.getText()).toBe('Built in 1887 [example.org] by engineers');
    expect(citeClaim(editor, { start: 100, end: 120 }, { title: 'x', url: 'https://example.org' })).toBe(false);
    editor.destroy();
  });
});

describe('applyCorrection', () => {
  it('replaces exactly the claim in one transaction (what one Undo takes back)', () => {
    const editor = editorWith(`<p>First.</p><p>Before. ${CLAIM} After.</p>`);
    let changes = 0;
    editor.on('transaction', ({ transaction }) => {
      if (transaction.docChanged) changes += 1;
    });
    expect(applyCorrection(editor, placeOf(editor), 'The tower was completed in March 1889.')).toBe(true);
    expect(editor.getHTML()).toBe('<p>First.</p><p>Before. The tower was completed in March 1889. After.</p>');
    expect(changes).toBe(1);
    editor.destroy();
  });

  it('refuses a range across paragraphs or an empty correction', () => {
    const editor = editorWith('<p>One two.</p><p>Three four.</p>');
    expect(applyCorrection(editor, { start: 4, end: 15 }, 'Else.')).toBe(false);
    expect(applyCorrection(editor, { start: 0, end: 8 }, '  ')).toBe(false);
    expect(editor.getHTML()).toBe('<p>One two.</p><p>Three four.</p>');
    editor.destroy();
  });
});

describe('citation helpers', () => {
  it('shortens long titles and falls back to the host', () => {
    expect(citationLabel('  A   title ', 'https://x.org')).toBe('A title');
    expect(citationLabel('', 'https://www.example.com/page')).toBe('www.example.com');
    expect(citationLabel('x'.repeat(80), 'https://x.org')).toHaveLength(60);
  });
  it('places the citation before closing punctuation and quotes', () => {
    expect(citationOffset('He said "it rose in 1887."', { start: 0, end: 26 })).toBe(24);
    expect(citationOffset('Rose in 1887!  ', { start: 0, end: 15 })).toBe(12);
  });
});
