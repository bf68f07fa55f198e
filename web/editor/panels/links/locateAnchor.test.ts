import { describe, expect, it } from 'vitest';
import type { TDocOutline } from '@core/analysis/interlinking';
import { alreadyLinked, locateAnchor } from './locateAnchor';

const suggestion = { anchor: 'compost heap', sentence: 'Build a compost heap early.', text_start: 8, text_end: 20 };
const outline = (text: string, extra: Partial<TDocOutline> = {}): TDocOutline => ({ text, headings: [], links: [], ...extra });

describe('locateAnchor', () => {
  it('takes the offsets when the text there is still the anchor', () => {
    expect(locateAnchor(outline('Build a compost heap early.'), suggestion)).toEqual({ start: 8, end: 20 });
  });

  it('finds the anchor in its sentence when text was added before it', () => {
    expect(locateAnchor(outline('Intro.\n\nBuild a compost heap early.'), suggestion)).toEqual({ start: 16, end: 28 });
  });

  it('falls back to the anchor nearest its old offset when the sentence changed, and gives up when it is gone', () => {
    const text = 'A compost heap here. Make a compost heap soon.';
    expect(locateAnchor(outline(text), suggestion)).toEqual({ start: 2, end: 14 });
    expect(locateAnchor(outline('Nothing of it is left.'), suggestion)).toBeNull();
  });

  it('never places a link in a heading or over a link', () => {
    const text = 'Build a compost heap early.';
    expect(locateAnchor(outline(text, { headings: [{ start: 0, end: 27 }] }), suggestion)).toBeNull();
    expect(locateAnchor(outline(text, { links: [{ start: 8, end: 20, href: '/x' }] }), suggestion)).toBeNull();
  });

  it('knows a target the doc links to already, a doc by its id and a page by its URL', () => {
    const linked = outline('See it.', { links: [{ start: 4, end: 6, href: '/blogs/editor?copy_id=d1' }, { start: 0, end: 3, href: 'https://site.example/a/' }] });
    expect(alreadyLinked(linked, { target: { kind: 'doc', id: 'd1', url: '/blogs/editor?copy_id=d1', title: 'T' } })).toBe(true);
    expect(alreadyLinked(linked, { target: { kind: 'page', id: 'a1', url: 'https://site.example/a', title: 'T' } })).toBe(true);
    expect(alreadyLinked(linked, { target: { kind: 'doc', id: 'd2', url: '/blogs/editor?copy_id=d2', title: 'T' } })).toBe(false);
  });
});
