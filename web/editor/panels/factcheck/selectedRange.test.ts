// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { docTextIndex } from '../../highlights/docText';
import { selectedRange } from './selectedRange';

const editorWith = (html: string) => new Editor({ element: document.createElement('div'), extensions: blogSchemaExtensions(), content: html });

describe('selectedRange', () => {
  it('answers the selection as offsets into the text a check reads (after a heading and a hard break)', () => {
    const editor = editorWith('<h2>Paris</h2><p>Line one<br>The tower was completed in 1887. It is tall.</p>');
    const text = docTextIndex(editor.state.doc).text;
    const index = docTextIndex(editor.state.doc);
    const start = text.indexOf('The tower');
    const end = text.indexOf(' It is');
    editor.commands.setTextSelection({ from: index.posAt(start), to: index.posAt(end - 1) + 1 });
    const range = selectedRange(editor)!;
    expect(text.slice(range.start, range.end)).toBe('The tower was completed in 1887.');
    editor.destroy();
  });

  it('answers null for an empty selection', () => {
    const editor = editorWith('<p>Some words.</p>');
    editor.commands.setTextSelection(3);
    expect(selectedRange(editor)).toBeNull();
    editor.destroy();
  });
});
