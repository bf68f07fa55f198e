import { describe, expect, it } from 'vitest';
import { detectClaims } from './detectClaims';

const claimsOf = (text: string, language = 'en') => detectClaims(text, { language }).claims;
const texts = (text: string, language = 'en') => claimsOf(text, language).map((claim) => claim.text);

describe('detectClaims', () => {
  it('cuts a sentence joining two statements into two claims, with exact offsets', () => {
    const text = 'The Eiffel Tower was completed in 1887, and Gustave Eiffel employed 4,000 people. I love gardens.';
    const claims = claimsOf(text);
    expect(claims).toMatchObject([
      { text: 'The Eiffel Tower was completed in 1887', start: 0, end: 38, sentenceStart: 0, sentenceEnd: 81, kinds: ['date', 'name'] },
      { text: 'Gustave Eiffel employed 4,000 people.', start: 44, end: 81, sentenceStart: 0, sentenceEnd: 81, kinds: ['number', 'name'] },
    ]);
    for (const claim of claims) expect(text.slice(claim.start, claim.end)).toBe(claim.text);
  });

  it('keeps a sentence whole when the second statement has no subject of its own', () => {
    expect(texts('It opened in 1887, and closed in 1920.')).toEqual(['It opened in 1887, and closed in 1920.']);
    // A list, not two statements.
    expect(texts('The shop sells apples from Spain, pears, and plums since 1990.')).toHaveLength(1);
  });

  it('finds every kind', () => {
    const kinds = (text: string) => claimsOf(text)[0]?.kinds;
    expect(kinds('The club has 4,000 members.')).toEqual(['number']);
    expect(kinds('Prices rose 12% over the period.')).toEqual(['quantity']);
    expect(kinds('The bridge opened to traffic in 1932.')).toEqual(['date']);
    expect(kinds('The bridge was designed by Joseph Strauss.')).toEqual(['name']);
    expect(kinds('The bridge is longer than the old ferry route.')).toEqual(['comparison']);
    expect(kinds('It is the oldest bridge on the river.')).toEqual(['comparison']);
    expect(kinds('The ferry closed because the bridge opened.')).toEqual(['causal']);
    expect(kinds('Heavy rain led to the closure of the road.')).toEqual(['causal']);
  });

  it('never takes a sentence that starts with three asterisks (spec §5)', () => {
    const text = '*** The tower opened in 1889.\n\n***The tower is 330 m tall. The tower opened in 1889.';
    expect(claimsOf(text)).toMatchObject([{ text: 'The tower opened in 1889.', start: 59, end: 84 }]);
  });

  it('leaves out questions, opinions, instructions and heading-like fragments', () => {
    expect(texts('Was the tower completed in 1889? ¿Se terminó en 1889?')).toEqual([]);
    expect(texts('I love gardens. I think Paris is the most beautiful city. In my opinion London is better.')).toEqual([]);
    expect(texts('Click the button to see 5 photos. Add 200 g of flour.')).toEqual([]);
    expect(texts('History of 1887\n\nParis in 1889\n\nThe tower opened in 1889.')).toEqual(['The tower opened in 1889.']);
    // An opinion that states a number is still checkable; "Use" as a noun is no instruction.
    expect(texts('I believe the tower opened in 1889.')).toHaveLength(1);
    expect(texts('Use of pesticides rose 12% in 2020.')).toHaveLength(1);
  });

  it('does not end a sentence at decimals, abbreviations, initials or inside quotes', () => {
    const text = 'Dr. Smith measured 3.5 metres in the U.S. in 1990. She said: “The tower opened in 1889.” Then J. K. Rowling wrote.';
    expect(texts(text)).toEqual([
      'Dr. Smith measured 3.5 metres in the U.S. in 1990.',
      'She said: “The tower opened in 1889.”',
      'Then J. K. Rowling wrote.',
    ]);
  });

  it('reads Spanish and German numbers and dates', () => {
    expect(claimsOf('El Ayuntamiento de Madrid invirtió 3,5 millones de euros en 2021, más que el año anterior.', 'es')).toMatchObject([
      { kinds: ['quantity', 'date', 'name', 'comparison'] },
    ]);
    // "15." is a German day, not a sentence end; German nouns are capitalised, so "Turm" is no name.
    expect(claimsOf('Der Turm wurde am 15. März 1889 eröffnet und ist 300 Meter hoch. Die Deutsche Bahn hat 1.500 Züge.', 'de')).toMatchObject([
      { text: 'Der Turm wurde am 15. März 1889 eröffnet und ist 300 Meter hoch.', kinds: ['quantity', 'date'] },
      { text: 'Die Deutsche Bahn hat 1.500 Züge.', kinds: ['number', 'name'] },
    ]);
  });

  it('has nothing to say about empty or claim-free text', () => {
    expect(detectClaims('')).toEqual({ claims: [], truncated: false });
    expect(detectClaims(' \n\n ')).toEqual({ claims: [], truncated: false });
    expect(texts('We went for a walk and it was lovely. The garden smelled of roses.')).toEqual([]);
  });

  it('takes a sentence under four words only when it states a fact', () => {
    expect(texts('Paris is big.')).toEqual([]);
    expect(texts('It cost $5.')).toEqual(['It cost $5.']);
    expect(texts('It is bigger.')).toEqual([]);
  });

  it('gives a claim the same id wherever it is, case and spacing aside', () => {
    const [a] = claimsOf('The bridge opened in 1932.');
    const [b] = claimsOf('Intro text here. The  bridge opened in 1932.');
    const [c] = claimsOf('the bridge opened in 1932.');
    expect(a!.id).toMatch(/^cl_[0-9a-z]+$/);
    expect(b!.id).toBe(a!.id);
    expect(c!.id).toBe(a!.id);
    expect(claimsOf('The bridge opened in 1933.')[0]!.id).not.toBe(a!.id);
  });

  it('stops at the cap and says so', () => {
    const text = Array.from({ length: 600 }, (_, i) => `The bridge number ${i + 1} opened in 1932.`).join(' ');
    const result = detectClaims(text);
    expect(result.claims).toHaveLength(500);
    expect(result.truncated).toBe(true);
    expect(detectClaims(text, { maxClaims: 1000 }).truncated).toBe(false);
  });

  it('stays linear on 100,000 words and on a 1,000,000-character run without spaces', () => {
    const sentence = 'In 1887 the Acme Company employed 4,000 people, more than any other firm in the region because wages were high. ';
    const text = sentence.repeat(Math.ceil(100_000 / 20));
    let started = performance.now();
    const result = detectClaims(text);
    expect(result.truncated).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const run of ['a'.repeat(1_000_000), '1'.repeat(1_000_000), '1,'.repeat(500_000), '.'.repeat(1_000_000), `${'a-'.repeat(500_000)}!`]) {
      started = performance.now();
      expect(detectClaims(run).claims).toEqual([]);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });
});
