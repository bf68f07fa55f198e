import { describe, expect, it } from 'vitest';
import type { TFactSheet } from '../api/workflows';
import { WORKFLOW_LIMITS } from '../api/workflows';
import { buildResearchContext, researchPassages } from './researchContext';
import { numberFactSheets } from './researchPassages';

const passage = (text: string, n = 9) => ({ n, asset_id: null, kind: 'web' as const, title: 'Soil', url: 'https://soil.example/a', location: null, text });
const P1 = 'Garden soil holds 25% air. Compost feeds it.';
const P2 = 'Loam drains in 2 hours.';
const sheets: TFactSheet[] = [
  { title: 'Soil guide', url: 'https://soil.example/a', asset_id: null, facts: [{ text: 'Garden soil holds 25% air.', passage: passage(P1) }, { text: 'Compost feeds it.', passage: passage(P1) }] },
  { title: 'My notes', url: null, asset_id: 'asset-1', facts: [{ text: 'Loam drains in 2 hours.', passage: { ...passage(P2), kind: 'file', asset_id: 'asset-1', url: null, position: 3 } }] },
];
const research = {
  topic: 'garden soil',
  related_keywords: Array.from({ length: 12 }, (_, i) => `soil keyword ${i + 1}`),
  num_top_keywords_to_load: 10,
  questions: [{ text: 'What is loam?', source: 'quora' as const, url: 'https://quora.com/loam' }],
  fact_sheets: sheets,
  selected_context: [],
  serp_headlines: [{ title: 'The Soil Guide', url: 'https://soil.example/a', headings: ['Why soil matters'] }],
};

describe('researchPassages', () => {
  it('numbers the passages 1.. in order, identical text once, whatever n they were saved with', () => {
    const passages = researchPassages({ fact_sheets: sheets });
    expect(passages.map((p) => [p.n, p.text])).toEqual([
      [1, P1],
      [2, P2],
    ]);
    expect(passages[1]).toMatchObject({ kind: 'file', asset_id: 'asset-1', position: 3 });
    expect(numberFactSheets(sheets).flatMap((sheet) => sheet.facts.map((fact) => fact.passage.n))).toEqual([1, 1, 2]);
  });
});

describe('buildResearchContext', () => {
  it('writes the top keywords, the questions, every fact with its passage number, and the headlines', () => {
    const text = buildResearchContext(research);
    expect(text).toBe(
      [
        'Topic: garden soil',
        '',
        'Related keywords:',
        ...Array.from({ length: 10 }, (_, i) => `- soil keyword ${i + 1}`),
        '',
        'Questions people ask:',
        '- What is loam?',
        '',
        'Facts (the number in brackets is the source passage to cite):',
        'From Soil guide (https://soil.example/a):',
        '- Garden soil holds 25% air. [1]',
        '- Compost feeds it. [1]',
        'From My notes:',
        '- Loam drains in 2 hours. [2]',
        '',
        'Headlines of the top search results:',
        '- The Soil Guide',
      ].join('\n'),
    );
  });

  it('writes only what the writer selected, matched by text, with the same numbers', () => {
    const text = buildResearchContext({ ...research, selected_context: ['loam drains in 2 hours.', 'Soil keyword 12', '  what is   loam? '] });
    expect(text).toBe(
      [
        'Topic: garden soil',
        '',
        'Related keywords:',
        '- soil keyword 12',
        '',
        'Questions people ask:',
        '- What is loam?',
        '',
        'Facts (the number in brackets is the source passage to cite):',
        'From My notes:',
        '- Loam drains in 2 hours. [2]',
      ].join('\n'),
    );
  });

  it('stays within the limit, whole lines at a time', () => {
    const questions = Array.from({ length: 60 }, (_, i) => ({ text: `${'Why is garden soil so varied '.repeat(16)}${i}?`, source: 'search' as const, url: null }));
    const text = buildResearchContext({ ...research, questions });
    expect(text.length).toBeLessThanOrEqual(WORKFLOW_LIMITS.researchContextChars);
    expect(text.split('\n').at(-1)).toMatch(/^- Why is garden soil/);
    expect(text).not.toContain('Facts (');
  });
});
