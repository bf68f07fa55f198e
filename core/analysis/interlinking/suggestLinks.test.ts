import { describe, expect, it } from 'vitest';
import type { TDocOutline } from './docOutline';
import type { TLanguageTools } from './languageTools';
import { suggestionId } from './suggestionId';
import { linkCap, suggestLinks } from './suggestLinks';
import type { TTargetInput } from './targetIndex';

// Hand-checkable tools: lower-cased letter runs, a plural "s" stripped, a short stopword list.
const STOP = new Set(['a', 'and', 'at', 'every', 'the', 'to', 'with', 'your']);
const tools: TLanguageTools = {
  wordTokens: (text) => [...text.matchAll(/[A-Za-z]+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0].toLowerCase() })),
  stem: (word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word),
  isStopword: (word) => STOP.has(word),
};

const guide: TTargetInput = { kind: 'doc', id: 'doc-guide', url: '/blogs/editor?copy_id=doc-guide', title: 'Sourdough starter guide', keywords: [], text: 'Feed the starter flour and water. A starter needs rye flour.' };
const rye: TTargetInput = { kind: 'page', id: 'asset-rye', url: 'https://bakery.example/rye', title: 'Rye bread recipe', keywords: [], text: 'Rye bread uses rye flour and a sourdough starter.' };

// 400 filler words (no target names them) lift the cap to 2 links (5 per 1,000 words).
const FILLER = Array.from({ length: 400 }, () => 'zeta').join(' ');
const BODY = 'Feed your sourdough starter with rye flour every morning. Good rye bread takes time.';
const outlineOf = (text: string, extra: Partial<TDocOutline> = {}): TDocOutline => ({ text, headings: [], links: [], ...extra });
const docText = `Baking at home\n\n${BODY}\n\n${FILLER}`;
const doc = outlineOf(docText, { headings: [{ start: 0, end: 14 }] });

describe('suggestLinks ranking (hand-checked)', () => {
  it('ranks the title phrases with their context, one link per target', () => {
    const result = suggestLinks({ docKey: 'doc-a', outline: doc, targets: [guide, rye], tools });
    expect(result.wordCount).toBe(417);
    expect(result.linkCap).toBe(2);
    // idf over 2 targets: df 1 → ln 2, df 2 → ln 1.2, df 0 → ln 6.
    // "sourdough starter": 2 of the title's 3 words; the sentence's other stems feed (ln 2), rye, flour
    // (ln 1.2 each) are in the guide, morning (ln 6) is not: context 1.0578 / 2.8496 = 0.3712.
    // 100 × (0.65 × 2/3 + 0.35 × 0.3712) = 56.3 → 56.
    // "rye bread": 2 of 3 words; good, take, time are in no target: context 0 → 43.3 → 43.
    expect(result.suggestions.map((s) => [s.anchor, s.target.id, s.score, s.text_start, s.text_end])).toEqual([
      ['sourdough starter', 'doc-guide', 56, 26, 43],
      ['rye bread', 'asset-rye', 43, 79, 88],
    ]);
    const [first, second] = result.suggestions;
    expect(docText.slice(first!.text_start, first!.text_end)).toBe('sourdough starter');
    expect(first!.sentence).toBe('Feed your sourdough starter with rye flour every morning.');
    expect(first!.reason).toBe('“sourdough starter” is in the title “Sourdough starter guide”; the sentence also shares “feed”, “flour”, “rye” with it.');
    expect(second!.reason).toBe('“rye bread” is in the title “Rye bread recipe”.');
    expect(first!.id).toBe(suggestionId('doc-a', guide, 'sourdough starter'));
    expect(first!.target).toEqual({ kind: 'doc', id: 'doc-guide', url: '/blogs/editor?copy_id=doc-guide', title: 'Sourdough starter guide' });
  });

  it('caps links at 5 per 1,000 words, at least one, counting the links already there', () => {
    expect([linkCap(0), linkCap(199), linkCap(400), linkCap(1000), linkCap(2999)]).toEqual([1, 1, 2, 5, 14]);
    const short = suggestLinks({ docKey: 'd', outline: outlineOf(BODY), targets: [guide, rye], tools });
    expect(short.suggestions.map((s) => s.anchor)).toEqual(['sourdough starter']);
    const linked = outlineOf(`${BODY} See zeta.\n\n${FILLER}`, { links: [{ start: 85, end: 88, href: 'https://elsewhere.example/' }] });
    expect(suggestLinks({ docKey: 'd', outline: linked, targets: [guide, rye], tools }).suggestions.map((s) => s.anchor)).toEqual(['sourdough starter']);
  });

  it('never anchors in a heading', () => {
    const text = `Sourdough starter at home\n\n${FILLER}`;
    expect(suggestLinks({ docKey: 'd', outline: outlineOf(text, { headings: [{ start: 0, end: 25 }] }), targets: [guide], tools }).suggestions).toEqual([]);
    expect(suggestLinks({ docKey: 'd', outline: outlineOf(text), targets: [guide], tools }).suggestions.map((s) => s.anchor)).toEqual(['Sourdough starter']);
  });

  it('never anchors inside a link, and skips a target the text already links to', () => {
    const inLink = outlineOf(doc.text, { headings: doc.headings, links: [{ start: 26, end: 43, href: 'https://other.example/' }] });
    const anchors = suggestLinks({ docKey: 'd', outline: inLink, targets: [guide], tools }).suggestions.map((s) => s.anchor);
    expect(anchors).not.toContain('sourdough starter');
    const toGuide = outlineOf(doc.text, { headings: doc.headings, links: [{ start: 410, end: 414, href: '/blogs/editor?copy_id=doc-guide#top' }] });
    expect(suggestLinks({ docKey: 'd', outline: toGuide, targets: [guide, rye], tools }).suggestions.map((s) => s.target.id)).toEqual(['asset-rye']);
    const toRye = outlineOf(doc.text, { headings: doc.headings, links: [{ start: 410, end: 414, href: 'http://BAKERY.example/rye/' }] });
    expect(suggestLinks({ docKey: 'd', outline: toRye, targets: [guide, rye], tools }).suggestions.map((s) => s.target.id)).toEqual(['doc-guide']);
  });

  it('never links a doc to itself', () => {
    const result = suggestLinks({ docKey: 'doc-guide', outline: doc, targets: [guide, rye], tools, self: { docId: 'doc-guide' } });
    expect(result.suggestions.map((s) => s.target.id)).toEqual(['asset-rye']);
  });

  it('leaves out a rejected suggestion and offers the next anchor for that target', () => {
    const rejected = new Set([suggestionId('doc-a', guide, 'Sourdough Starter')]);
    const result = suggestLinks({ docKey: 'doc-a', outline: doc, targets: [guide, rye], tools, rejected });
    // Next for the guide: "starter" and "flour" (main terms, strength 0.4, context 0.409) both score
    // 100 × (0.65 × 0.4 + 0.35 × 0.409) = 40.3 → 40; the longer anchor wins the tie.
    expect(result.suggestions.map((s) => [s.anchor, s.target.id, s.score])).toEqual([
      ['rye bread', 'asset-rye', 43],
      ['starter', 'doc-guide', 40],
    ]);
  });

  it('varies anchors: a second target matching the same phrase does not reuse it', () => {
    const other: TTargetInput = { ...guide, id: 'doc-other', url: '/blogs/editor?copy_id=doc-other', title: 'Sourdough starter' };
    const text = `Keep a sourdough starter warm.\n\n${FILLER}`;
    const result = suggestLinks({ docKey: 'd', outline: outlineOf(text), targets: [guide, other], tools });
    expect(result.suggestions).toHaveLength(1);
    expect(result.suggestions[0]!.target.id).toBe('doc-other');
  });

  it('answers nothing for an empty text or no targets', () => {
    expect(suggestLinks({ docKey: 'd', outline: outlineOf(''), targets: [guide], tools }).suggestions).toEqual([]);
    expect(suggestLinks({ docKey: 'd', outline: doc, targets: [], tools }).suggestions).toEqual([]);
  });
});

describe('suggestLinks with the English tools', () => {
  it('matches word forms by stem and skips stopword edges', async () => {
    const { languageTools } = await import('./languageTools');
    const target: TTargetInput = { kind: 'page', id: 'p', url: 'https://site.example/heaps', title: 'Building compost heaps', keywords: [], text: 'How to build compost heaps.' };
    const text = 'We built the compost heap behind the shed.';
    const result = suggestLinks({ docKey: 'd', outline: outlineOf(text), targets: [target], tools: languageTools('en') });
    // "compost heap" meets "compost heaps" by stem; "the compost heap" is not an anchor (it starts on a stopword).
    expect(result.suggestions.map((s) => [s.anchor, s.text_start, s.text_end])).toEqual([['compost heap', 13, 25]]);
  });
});
