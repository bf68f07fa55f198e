import { describe, expect, it } from 'vitest';
import { compareFingerprints, fingerprintText, fnv1a32, htmlToText, looksLikeHtml, shingleHashes, winnow, wordsInRanges } from '.';

const PARAGRAPH =
  'The lighthouse keeper climbed the spiral stairs every evening at dusk, trimming the wick and polishing the great lens until its beam swept twenty miles across the restless grey water.';
const OTHER =
  'Sourdough starters need flour, water and patience; feed them daily, keep them warm, and they reward the baker with bread that tastes faintly of apples and cellar air.';

describe('fnv1a32', () => {
  it('matches the published FNV-1a test vectors (as signed 32-bit integers)', () => {
    expect(fnv1a32('') >>> 0).toBe(0x811c9dc5);
    expect(fnv1a32('a') >>> 0).toBe(0xe40c292c);
    expect(fnv1a32('foobar') >>> 0).toBe(0xbf9cf968);
    expect(fnv1a32('a')).toBe(0xe40c292c | 0);
  });
  it('hashes the UTF-8 bytes of non-ASCII text (é is C3 A9)', () => {
    // By hand: offset ^ 0xC3, * prime, ^ 0xA9, * prime.
    let h = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) h = Math.imul(h ^ byte, 0x01000193);
    expect(fnv1a32('é')).toBe(h | 0);
  });
});

describe('winnow (w = 4)', () => {
  it('keeps the example of Schleimer et al. 2003: 17 17 8 39 17 at positions 3 6 8 11 15', () => {
    const hashes = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98];
    expect(winnow(hashes)).toEqual({ hashes: [17, 17, 8, 39, 17], positions: [3, 6, 8, 11, 15] });
  });
  it('keeps the smallest of fewer hashes than a window, and nothing of none', () => {
    expect(winnow([5, 3])).toEqual({ hashes: [3], positions: [1] });
    expect(winnow([])).toEqual({ hashes: [], positions: [] });
  });
});

describe('fingerprintText', () => {
  it('hashes five-word shingles of the lower-cased words', () => {
    expect(shingleHashes(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([fnv1a32('a b c d e'), fnv1a32('b c d e f')]);
    expect(shingleHashes(['crème', 'brûlée', 'für', 'zwei', '人'])).toEqual([fnv1a32('crème brûlée für zwei 人')]);
    const print = fingerprintText('One two THREE four five six');
    expect(print.tokens.map((t) => t.word)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
    expect(print.hashes).toHaveLength(1);
    expect(print.hashes[0]).toBe(Math.min(fnv1a32('one two three four five'), fnv1a32('two three four five six')));
  });
  it('reads a run of millions of letters without a space (it overflows one regex match)', () => {
    // A doc's maximum is 5,000,000 characters; one regex match of this run throws RangeError on Node 24.
    const print = fingerprintText(`${'中'.repeat(4_999_990)} 终`);
    expect(print.tokens.at(-1)).toEqual({ start: 4_999_991, end: 4_999_992, word: '终' });
    expect(print.tokens[0]).toEqual({ start: 0, end: 10_000, word: '中'.repeat(10_000) });
  });
  it('has no fingerprint under five words', () => {
    expect(fingerprintText('Just four words here').hashes).toEqual([]);
  });
});

describe('compareFingerprints', () => {
  it('finds a copied paragraph with its exact offsets in both texts', () => {
    const source = `${OTHER}\n\n${PARAGRAPH}\n\nA closing line.`;
    const query = `My own opening sentence about gardens and roses. ${PARAGRAPH} And then my own ending.`;
    const result = compareFingerprints(fingerprintText(query), fingerprintText(source));
    expect(result.passages).toHaveLength(1);
    const [passage] = result.passages;
    const end = PARAGRAPH.length - 1; // the final full stop is not a word
    expect(passage).toEqual({
      text_start: query.indexOf(PARAGRAPH),
      text_end: query.indexOf(PARAGRAPH) + end,
      source_start: source.indexOf(PARAGRAPH),
      source_end: source.indexOf(PARAGRAPH) + end,
      text: PARAGRAPH.slice(0, end),
      source_text: PARAGRAPH.slice(0, end),
    });
    // 30 words copied of 30 + 8 + 5 = 43.
    expect(result.wordsMatched).toBe(30);
    expect(result.percentMatched).toBe(70);
  });

  it('finds nothing in unrelated text', () => {
    const result = compareFingerprints(fingerprintText(PARAGRAPH), fingerprintText(OTHER));
    expect(result).toEqual({ passages: [], wordsMatched: 0, percentMatched: 0, queryRanges: [] });
  });

  it('keeps a lightly edited paragraph as one passage, counting only the words that match', () => {
    const edited = PARAGRAPH.replace('every evening', 'each evening');
    const result = compareFingerprints(fingerprintText(edited), fingerprintText(PARAGRAPH));
    expect(result.passages).toHaveLength(1);
    expect(result.passages[0]!.text_start).toBe(0);
    expect(result.passages[0]!.source_start).toBe(0);
    expect(result.wordsMatched).toBe(29);
    expect(result.percentMatched).toBe(97);
  });

  it('finds reordered sentences as separate passages, each at its own place', () => {
    const first = 'Every morning the old ferry left the harbour before the fishing boats returned with their catch.';
    const second = 'Passengers crowded the upper deck to watch the cliffs turn gold in the early sunlight over the bay.';
    const third = 'Nobody remembered who had painted the red stripe along its hull so many summers ago.';
    const source = `${first} ${second} ${third}`;
    const query = `${third} ${first} Something entirely new was written here by me.`;
    const result = compareFingerprints(fingerprintText(query), fingerprintText(source));
    expect(result.passages.map((p) => [p.text_start, p.source_start])).toEqual([
      [0, source.indexOf(third)],
      [query.indexOf(first), 0],
    ]);
    expect(result.wordsMatched).toBe(15 + 16);
    // 31 of 15 + 16 + 8 = 39 words: 79.5 % rounds to 79.
    expect(result.percentMatched).toBe(79);
  });

  it('handles very short texts: a copied 8-word text is found, a 7-word one is not reported', () => {
    const eight = 'quiet rivers carry secrets down to the sea';
    expect(compareFingerprints(fingerprintText(eight), fingerprintText(`Old songs say ${eight} at night.`)).wordsMatched).toBe(8);
    const seven = 'quiet rivers carry secrets down to sea';
    expect(compareFingerprints(fingerprintText(seven), fingerprintText(`Old songs say ${seven} at night.`)).passages).toEqual([]);
    expect(compareFingerprints(fingerprintText(''), fingerprintText(PARAGRAPH)).percentMatched).toBe(0);
  });

  it('counts a word matched by two sources once', () => {
    expect(wordsInRanges([[0, 10], [5, 12], [20, 22]], 30)).toBe(14);
  });
});

describe('htmlToText', () => {
  it('reads blocks as paragraphs, drops scripts and decodes entities', () => {
    const html = '<h1>Title</h1><p>Fish &amp; chips<br>are <strong>good</strong>&nbsp;here.</p><script>alert(1)</script><ul><li>One</li><li>Two &#8217;s</li></ul>';
    expect(htmlToText(html)).toBe('Title\n\nFish & chips\nare good here.\n\nOne\n\nTwo ’s');
  });
  it('tells HTML from prose that mentions a tag-like "<"', () => {
    expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('if a < b and c > d')).toBe(false);
  });
});
