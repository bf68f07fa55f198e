import { describe, expect, it } from 'vitest';
import type { TBriefPage } from '../../api/seo';
import { buildBriefSnapshot, roundedMedian } from './briefBuilder';
import { headingText, isQuestion } from './briefHeadings';

const page = (url: string, headings: TBriefPage['headings'], status: TBriefPage['status'] = 'read'): TBriefPage => ({
  url,
  title: url,
  rank: null,
  origin: 'pasted',
  status,
  error: status === 'failed' ? 'The site answered with status 500.' : null,
  word_count: 0,
  headings,
});

const pages = [
  page('https://a.test/', [
    { level: 1, text: 'Garden Soil Guide' },
    { level: 2, text: 'Why does soil need compost?' },
    { level: 2, text: '1. Watering tips' },
  ]),
  page('https://b.test/', [
    { level: 1, text: 'Garden soil guide' },
    { level: 2, text: 'Watering Tips' },
    { level: 3, text: 'How to test soil' },
  ]),
  page('https://c.test/', [{ level: 2, text: 'Why does soil need compost?' }]),
  page('https://down.test/', [{ level: 2, text: 'Why does soil need compost?' }], 'failed'),
];
const texts = new Map([
  ['https://a.test/', 'Garden soil needs compost. Garden soil holds water.'],
  ['https://b.test/', 'Rich garden soil drains fast. Add compost to garden soil.'],
  ['https://c.test/', 'Compost feeds the soil. Mulch keeps soil moist.'],
]);

describe('brief snapshot', () => {
  const snapshot = buildBriefSnapshot({
    keyword: 'garden soil',
    secondaryKeywords: ['compost'],
    language: 'English-US',
    country: 'United States',
    pages,
    texts,
    relatedQuestions: ['why does soil need compost', 'garden soil bags', 'Is clay soil bad?'],
    notices: [],
  });

  it('targets the median word count of the pages read (8, 10, 8 → 8) and counts each page', () => {
    expect(snapshot.target_words).toBe(8);
    expect(snapshot.pages.map((entry) => entry.word_count)).toEqual([8, 10, 8, 0]);
    expect(snapshot.pages[3]).toMatchObject({ status: 'failed', error: 'The site answered with status 500.' });
  });

  it('reads terms from the pages read only', () => {
    expect(snapshot.terms.map((term) => [term.key, term.pages, term.min, term.max])).toEqual([
      ['soil', 3, 2, 2],
      ['compost', 3, 1, 1],
      ['garden soil', 2, 2, 2],
    ]);
  });

  it('lists headings two pages share after normalising (case, numbering), most shared first', () => {
    expect(snapshot.common_headings).toEqual([
      { text: 'Garden Soil Guide', pages: 2 },
      { text: 'Why does soil need compost?', pages: 2 },
      { text: 'Watering Tips', pages: 2 },
    ]);
  });

  it('asks the question headings, then the related searches that are questions and not already asked', () => {
    expect(snapshot.questions).toEqual([
      { text: 'Why does soil need compost?', source: 'heading' },
      { text: 'How to test soil', source: 'heading' },
      { text: 'Is clay soil bad?', source: 'related' },
    ]);
  });

  it('keeps the request and what was missing', () => {
    expect(snapshot).toMatchObject({ keyword: 'garden soil', secondary_keywords: ['compost'], language: 'English-US', country: 'United States', notices: [] });
  });
});

describe('brief helpers', () => {
  it('rounds the median', () => {
    expect([roundedMedian([]), roundedMedian([5]), roundedMedian([3, 1, 2]), roundedMedian([1000, 1501]), roundedMedian([10, 20, 30, 41])]).toEqual([0, 5, 2, 1251, 25]);
  });

  it('strips numbering from headings but not words that look like it', () => {
    expect(['1. Dig', 'Step 2: Water', 'IV. Care', '3) Rest', 'X-ray tips', '10 best tools'].map(headingText)).toEqual(['Dig', 'Water', 'Care', 'Rest', 'X-ray tips', '10 best tools']);
  });

  it('knows a question by its mark or, per language, its first word', () => {
    expect(isQuestion('How to test soil', 'en')).toBe(true);
    expect(isQuestion('Soil basics', 'en')).toBe(false);
    expect(isQuestion('¿Qué es el compost', 'es')).toBe(true);
    expect(isQuestion('Warum Kompost?', null)).toBe(true);
    expect(isQuestion('Wie man Erde testet', 'de')).toBe(true);
    expect(isQuestion('Wie man Erde testet', null)).toBe(false);
  });
});
