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

  it('says the sources do not answer, and what was searched, when nothing is about the question', () => {
    expect(composeFromPassages('Quarterly revenue of Zorblatt?', [], 'your files')).toEqual({
      text: 'Your sources do not answer this: nothing in your files is about “Quarterly revenue of Zorblatt”.',
      cited: [],
    });
    // Sharing "more than" and "cost" is not being about a flight to Tokyo.
    expect(composeFromPassages('Does a flight to Tokyo cost more than 12 dollars?', passages, 'your files').cited).toEqual([]);
    expect(composeFromPassages('How does it work?', passages, 'your files').text).toBe(
      'Your sources do not answer this: the question does not name what to look for in your files. Ask about a subject by name.',
    );
  });

  it('quotes no loosely related passage beside the one that answers', () => {
    const wall: TPassage = { n: 1, asset_id: 'h', kind: 'file', title: 'harbour.md', url: null, location: 'section Wall', text: 'The harbour wall was built in 1887.' };
    const boats: TPassage = { n: 2, asset_id: 'h', kind: 'file', title: 'boats.md', url: null, location: null, text: 'Fishing boats leave the harbour at dawn.' };
    const { text, cited } = composeFromPassages('When was the harbour wall built?', [wall, boats]);
    expect(cited).toEqual([wall]);
    expect(text).not.toContain('Fishing boats');
  });

  it('quotes evidence for each subject of a question about several', () => {
    const { text, cited } = composeFromPassages('What does the Starter plan cost, and when are refunds paid?', passages);
    expect(cited.map((p) => p.n)).toEqual([1, 2]);
    expect(text).toContain('The Starter plan costs 12 dollars a month. [1]');
    expect(text).toContain('Refunds are paid within 30 days. [2]');
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
