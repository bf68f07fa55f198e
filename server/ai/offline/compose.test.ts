import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { composeFromPassages, offlineFollowUps } from './compose';

const passages: TPassage[] = [
  { n: 1, asset_id: 'a', kind: 'file', title: 'pricing.md', url: null, location: 'section Plans', text: 'The Starter plan costs 12 dollars a month. It includes three seats. Support is by email.' },
  { n: 2, asset_id: 'b', kind: 'url', title: 'FAQ', url: 'https://acme.test/faq', location: null, text: 'Refunds are paid within 30 days. Prices include tax.' },
];

describe('composeFromPassages', () => {
  it('quotes the most relevant sentences of each source, grouped, each cited', () => {
    const { text, cited } = composeFromPassages('What does the Starter plan cost?', passages);
    expect(text).toBe('What your sources say:\n\n**pricing.md (section Plans)**\nThe Starter plan costs 12 dollars a month. [1]');
    expect(cited.map((p) => p.n)).toEqual([1]);
  });

  it('is deterministic and never presents a sentence of its own as sourced', () => {
    const first = composeFromPassages('refunds and prices', passages);
    expect(composeFromPassages('refunds and prices', passages)).toEqual(first);
    const cited = first.text.split('\n').filter((line) => /\[\d+\]/.test(line));
    for (const line of cited) {
      for (const sentence of line.split(/ \[\d+\] ?/).filter(Boolean)) {
        expect(passages.some((p) => p.text.includes(sentence))).toBe(true);
      }
    }
  });

  it('says so when there is nothing to quote', () => {
    expect(composeFromPassages('anything', [])).toEqual({ text: 'Your selected sources have nothing that matches this question.', cited: [] });
  });

  it('suggests follow-ups about the sources it quoted', () => {
    expect(offlineFollowUps('Starter plan cost', [passages[0]!])).toEqual([
      'What else does “pricing.md” say about starter plan?',
      'What are the key points of “pricing.md”?',
    ]);
  });

  it('asks about the topic the question ends on, not the verb around it', () => {
    const knots: TPassage = { n: 1, asset_id: 'k', kind: 'file', title: 'Knots', url: null, location: null, text: 'A bowline makes a fixed loop at the end of a rope.' };
    expect(offlineFollowUps('Which knot makes a fixed loop?', [knots])[0]).toBe('What else does “Knots” say about fixed loop?');
    expect(offlineFollowUps('What does the report say?', [knots])[0]).toBe('What else does “Knots” say about report?');
    expect(offlineFollowUps('How?', [knots])[0]).toBe('What else does “Knots” say?');
  });
});
