// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import type { TLinkSuggestion } from '@core/api/interlinking';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { acceptLink } from './acceptLink';

const suggestion = (anchor: string, textStart: number, sentence: string): TLinkSuggestion => ({
  id: 'ls_1',
  anchor,
  sentence,
  text_start: textStart,
  text_end: textStart + anchor.length,
  target: { kind: 'doc', id: 'd2', url: '/blogs/editor?copy_id=d2', title: 'Compost heap guide' },
  reason: '',
  score: 50,
});

// A mounted editor, as in the browser (the link command focuses the view).
const editorWith = (html: string) => new Editor({ element: document.createElement('div'), extensions: blogSchemaExtensions(), content: html });

describe('acceptLink', () => {
  it('links exactly the anchor at its offsets (after a heading), nothing else', () => {
    const editor = editorWith('<h2>Garden</h2><p>Build a compost heap early.</p>');
    expect(acceptLink(editor, suggestion('compost heap', 16, 'Build a compost heap early.'))).toBe(true);
    expect(editor.getHTML()).toContain('Build a <a target="_blank" rel="noopener noreferrer nofollow" href="/blogs/editor?copy_id=d2">compost heap</a> early.');
    editor.destroy();
  });

  it('finds the anchor again when the doc changed, and changes nothing when it is gone', () => {
    const editor = editorWith('<h2>Garden</h2><p>New first line.</p><p>Build a compost heap early.</p>');
    expect(acceptLink(editor, suggestion('compost heap', 16, 'Build a compost heap early.'))).toBe(true);
    expect(editor.getHTML()).toMatch(/<a [^>]*>compost heap<\/a> early/);
    const gone = editorWith('<p>Nothing here.</p>');
    expect(acceptLink(gone, suggestion('compost heap', 8, 'Build a compost heap early.'))).toBe(false);
    expect(gone.getHTML()).toBe('<p>Nothing here.</p>');
    editor.destroy();
    gone.destroy();
  });
});
