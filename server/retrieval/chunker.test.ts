import { describe, expect, it } from 'vitest';
import { CHUNK_MAX_CHARS, CHUNK_TARGET_CHARS, chunkBlocks, splitSentences } from './chunker';
import { detectLanguage } from './language';
import { parseRobots } from './robots';

describe('chunkBlocks', () => {
  it('ends chunks on sentence boundaries near the target size and keeps the section heading', () => {
    const sentence = (index: number) => `Sentence number ${index} talks about rivers and the sea in some detail.`;
    const paragraph = Array.from({ length: 60 }, (_, index) => sentence(index)).join(' ');
    const chunks = chunkBlocks([
      { kind: 'heading', text: 'Rivers', level: 2 },
      { kind: 'paragraph', text: paragraph },
    ]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.heading).toBe('Rivers');
      expect(chunk.location).toBe('section Rivers');
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_TARGET_CHARS);
      expect(chunk.text).toMatch(/^Sentence number \d+ .*detail\.$/);
    }
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(paragraph);
  });

  it('never lets a chunk cross a heading or a page, and cuts a run-on sentence at a word', () => {
    const chunks = chunkBlocks([
      { kind: 'paragraph', text: 'Intro text.', page: 1 },
      { kind: 'paragraph', text: 'Next page text.', page: 2 },
      { kind: 'heading', text: 'Later', page: 2 },
      { kind: 'paragraph', text: `${'word '.repeat(600)}end`, page: 2 },
    ]);
    expect(chunks[0]).toEqual({ heading: null, location: 'page 1', text: 'Intro text.' });
    expect(chunks[1]).toEqual({ heading: null, location: 'page 2', text: 'Next page text.' });
    expect(chunks.slice(2).every((chunk) => chunk.heading === 'Later' && chunk.text.length <= CHUNK_MAX_CHARS)).toBe(true);
    expect(chunks.slice(2).map((chunk) => chunk.text).join(' ')).toBe(`${'word '.repeat(600)}end`);
  });

  it('does not split at abbreviations followed by lower case or inside numbers', () => {
    expect(splitSentences('Costs 3.5 dollars, e.g. for tea. Then it ends! "Quoted" start.')).toEqual([
      'Costs 3.5 dollars, e.g. for tea.',
      'Then it ends!',
      '"Quoted" start.',
    ]);
  });
});

describe('detectLanguage', () => {
  it('picks the language from function words, simple when unsure', () => {
    expect(detectLanguage('The cat is on the mat and it is happy with the sun. '.repeat(3))).toBe('english');
    expect(detectLanguage('Der Hund ist nicht mit dem Ball auf der Wiese und das ist gut. '.repeat(3))).toBe('german');
    expect(detectLanguage('const x = 1; function foo(bar) { return bar * 2 } '.repeat(5))).toBe('simple');
  });
});

describe('parseRobots', () => {
  it('applies the most specific group and the longest matching rule', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /private\nAllow: /private/open\nCrawl-delay: 2\n\nUser-agent: OtherBot\nDisallow: /\nSitemap: https://a.test/s.xml',
    );
    expect(robots.isAllowed('/')).toBe(true);
    expect(robots.isAllowed('/private/x')).toBe(false);
    expect(robots.isAllowed('/private/open/1')).toBe(true);
    expect(robots.crawlDelayMs).toBe(2_000);
    expect(robots.sitemaps).toEqual(['https://a.test/s.xml']);
    expect(parseRobots('User-agent: LongformBot\nDisallow: /*.pdf$').isAllowed('/a/b.pdf')).toBe(false);
    expect(parseRobots(null).isAllowed('/anything')).toBe(true);
  });
});
