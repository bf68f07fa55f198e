// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { docTextIndex } from '../../highlights/docText';
import { docParagraphs, selectedParagraphs, selectionOffsets } from './docParagraphs';

const editorWith = (html: string) => new Editor({ element: document.createElement('div'), extensions: blogSchemaExtensions(), content: html });
const HTML = '<h2>Garden notes</h2><p>First <strong>bold</strong> one.</p><ul><li><p>A listed line.</p></li></ul><pre><code>npm run dev</code></pre><p>Line one<br>line two.</p>';

describe('docParagraphs', () => {
  it('gives the paragraphs with their offsets in the doc’s text, leaving out headings and code', () => {
    const editor = editorWith(HTML);
    const { text } = docTextIndex(editor.state.doc);
    const paragraphs = docParagraphs(editor.state.doc);
    expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(['First bold one.', 'A listed line.', 'Line one\nline two.']);
    for (const paragraph of paragraphs) expect(text.slice(paragraph.start, paragraph.end)).toBe(paragraph.text);
    editor.destroy();
  });
});

describe('selectedParagraphs', () => {
  it('sends the paragraphs a selection touches, or the one the caret is in; a heading alone sends none', () => {
    const editor = editorWith(HTML);
    const index = docTextIndex(editor.state.doc);
    const at = (needle: string) => index.posAt(index.text.indexOf(needle));
    editor.commands.setTextSelection({ from: at('bold'), to: at('listed') });
    expect(selectedParagraphs(editor.state).map((paragraph) => paragraph.text)).toEqual(['First bold one.', 'A listed line.']);
    expect(index.text.slice(selectionOffsets(editor.state).from, selectionOffsets(editor.state).to)).toBe('bold one.\n\n\n\n\n\nA ');
    editor.commands.setTextSelection(at('line two'));
    expect(selectedParagraphs(editor.state).map((paragraph) => paragraph.text)).toEqual(['Line one\nline two.']);
    editor.commands.setTextSelection({ from: at('Garden'), to: at('notes') });
    expect(selectedParagraphs(editor.state)).toEqual([]);
    editor.destroy();
  });
});
