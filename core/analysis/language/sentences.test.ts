import { describe, expect, it } from 'vitest';
import { sentenceCount, sentenceSpans } from './sentences';
import { wordTokens } from './tokens';

const count = (text: string) => sentenceCount(text, wordTokens(text));

describe('sentenceCount', () => {
  it('ends sentences at . ! ? … and at line breaks, not at abbreviations or initials', () => {
    // 1 "Dr. Smith met J. K. Rowling." 2 "They talked!" 3 "A heading" 4 "What next?" 5 "Yes…" 6 "done"
    expect(count('Dr. Smith met J. K. Rowling. They talked!\nA heading\n\nWhat next? Yes… done')).toBe(6);
  });

  it('reads decimals and Spanish opening marks inside a sentence', () => {
    expect(count('It costs 3.5 euros. ¿Qué es? ¡Hola!')).toBe(3);
  });

  it('has no sentence without words, and one for words without a mark', () => {
    expect(count('')).toBe(0);
    expect(count('…!?')).toBe(0);
    expect(count('just words')).toBe(1);
  });
});

describe('sentenceSpans', () => {
  it('gives each sentence from its first word to its closing mark, split where sentenceCount splits', () => {
    const text = 'Dr. Smith met J. K. Rowling. “They talked!” (Twice.)\nA heading\n\n¿Qué es? done';
    const spans = sentenceSpans(text, wordTokens(text));
    expect(spans.map((s) => text.slice(s.start, s.end)))
      .toEqual(['Dr. Smith met J. K. Rowling.', '“They talked!”', '(Twice.)', 'A heading', '¿Qué es?', 'done']);
    expect(spans.length).toBe(count(text));
    expect(spans[0]).toMatchObject({ firstToken: 0, endToken: 6 });
  });

  it('has no span without words', () => {
    expect(sentenceSpans('…!?', wordTokens('…!?'))).toEqual([]);
  });
});
