import { describe, expect, it } from 'vitest';
import { scoreContent } from './score';
import { SCORING_VERSION } from './scoreVersion';
import { testSnapshot } from './scoreComponents/testContext';

const INTRO = 'Garden soil is the top layer of earth in a garden where plants grow their roots and find water. Add compost to feed it and keep it loose.';
const html = (links = true) => `<h1>Garden soil guide</h1><p>${INTRO}</p><h2>Garden soil types</h2>`
  + `<p>Clay holds water. Sand drains fast.${links ? ' <a href="/compost">Read about compost</a> and <a href="https://extension.org">the extension</a>.' : ''}</p>`
  + '<p><img src="a.png" alt="soil layers"></p>';
const snapshot = testSnapshot({
  target_words: 45,
  terms: [{ key: 'compost', phrase: 'compost', words: 1, pages: 4, min: 1, max: 3, weight: 0.8 }],
  common_headings: [{ text: 'Types of garden soil', pages: 3 }],
});
const input = { html: html(), title: 'Garden soil guide', meta: 'Garden soil explained.', slug: 'garden-soil', keyword: 'garden soil', language: 'English-US', snapshot };

describe('scoreContent', () => {
  it('gives 100 to a doc that meets every rule, with points that add up', () => {
    const result = scoreContent(input);
    expect(result.components.map((c) => [c.id, c.points, c.max])).toEqual([
      ['terms', 30, 30], ['keyword-title', 5, 5], ['keyword-intro', 5, 5], ['keyword-heading', 4, 4], ['keyword-meta', 3, 3],
      ['keyword-slug', 3, 3], ['headings', 10, 10], ['length', 10, 10], ['readability', 10, 10], ['links', 6, 6], ['images', 4, 4],
      ['answer-first', 10, 10], ['stuffing', 0, 0],
    ]);
    expect(result.components.reduce((sum, c) => sum + c.max, 0)).toBe(100);
    expect(result).toMatchObject({ score: 100, version: SCORING_VERSION, actions: [], notice: null, words: 46 });
    expect(result.terms).toEqual([{ key: 'compost', phrase: 'compost', count: 2, min: 1, max: 3, status: 'ok' }]);
    expect(result.readability.formula).toBe('Flesch reading ease');
    for (const component of result.components) expect(Number.isInteger(component.points)).toBe(true);
  });

  it('scores the same input the same every time', () => {
    expect(scoreContent(input)).toEqual(scoreContent(structuredClone(input)));
  });

  it('orders what to do next by the points it would gain', () => {
    const result = scoreContent({ ...input, html: '<p>Short.</p>', title: '', meta: '' });
    const gains = result.actions.map((action) => action.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(result.actions[0]).toEqual({ id: 'terms:compost', text: 'Use “compost” 1–3 times (now 0)', gain: 30 });
    expect(result.score).toBeLessThan(40);
  });

  it('without a brief, scores what it can and scales it to 100, saying what is missing', () => {
    // Title 5, intro 5, heading 4, meta 3, readability 10, links 0 of 6, images 4, answer-first 10: 41 of 47 → 87.2 → 87.
    const result = scoreContent({ ...input, html: html(false), slug: undefined, snapshot: null });
    expect(result.components.filter((c) => c.max === 0).map((c) => c.id)).toEqual(['terms', 'keyword-slug', 'headings', 'length', 'stuffing']);
    expect(result.score).toBe(87);
    expect(result.notice).toBe('Needs a brief or secondary keywords (Terms from the brief); This doc has no slug (Keyword in the slug); Needs a brief (Headings competitors use, Length). The score counts the 47 points that can be scored now, scaled to 100.');
  });

  it('takes the keyword and language from the brief when the input has none, and reads plain text', () => {
    const result = scoreContent({ text: `Garden soil\n\n${INTRO}`, snapshot, keyword: null, language: null });
    expect(result.components.find((c) => c.id === 'keyword-intro')!.points).toBe(5);
    expect(result.readability.formula).toBe('Flesch reading ease');
  });

  it('scores an empty doc without failing', () => {
    const result = scoreContent({ html: '', snapshot: null });
    expect(result).toMatchObject({ score: 0, words: 0, readability: { score: null } });
  });

  it('subtracts the stuffing penalty and never goes below 0', () => {
    const stuffed = `<p>${'garden soil '.repeat(60)}</p>`;
    const result = scoreContent({ html: stuffed, keyword: 'garden soil', language: 'en', snapshot: null });
    expect(result.components.find((c) => c.id === 'stuffing')!.points).toBe(-10);
    expect(result.score).toBeGreaterThanOrEqual(0);
  });
  it('scores a language without a stemmer (Vietnamese): terms and the keyword match as written, readability by LIX', () => {
    const vi = testSnapshot({
      keyword: 'đất vườn', language: 'Vietnamese', target_words: 30,
      terms: [{ key: 'phân hữu cơ', phrase: 'phân hữu cơ', words: 3, pages: 3, min: 1, max: 3, weight: 0.9 }],
    });
    const text = '<h1>Đất vườn tốt</h1><p>Đất vườn là lớp đất trên cùng, nơi rễ cây tìm nước. Thêm phân hữu cơ mỗi mùa xuân để đất tơi xốp.</p>'
      + '<p>Phân hữu cơ giữ ẩm cho đất vườn.</p>';
    const result = scoreContent({ html: text, title: 'Đất vườn tốt', keyword: null, language: null, snapshot: vi });
    expect(result.terms).toEqual([{ key: 'phân hữu cơ', phrase: 'phân hữu cơ', count: 2, min: 1, max: 3, status: 'ok' }]);
    expect(result.components.find((c) => c.id === 'keyword-title')!.points).toBe(5);
    expect(result.components.find((c) => c.id === 'keyword-intro')!.points).toBe(5);
    expect(result.readability.formula).toBe('LIX');
    expect(result.readability.score).not.toBeNull();
    // A form the stemmer would join in English stays apart here: "vườns" is not "vườn".
    const other = scoreContent({ html: '<p>Vườns đất tơi xốp.</p>', title: 'Vườns', keyword: 'vườn', language: 'Vietnamese', snapshot: null });
    expect(other.components.find((c) => c.id === 'keyword-title')!.points).toBe(0);
  });
});
