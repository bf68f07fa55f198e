import { describe, expect, it } from 'vitest';
import { KEYWORD_PLACES, keywordPlacement } from './keywordPlacement';
import { testContext } from './testContext';

const place = (id: string) => KEYWORD_PLACES.find((entry) => entry.id === id)!;
const pointsOf = (id: string, input: Parameters<typeof testContext>[0]) => keywordPlacement(testContext(input), place(id)).component.points;

describe('keywordPlacement', () => {
  it('is worth 20 points over five places', () => {
    expect(KEYWORD_PLACES.map((entry) => [entry.id, entry.max])).toEqual([
      ['keyword-title', 5], ['keyword-intro', 5], ['keyword-heading', 4], ['keyword-meta', 3], ['keyword-slug', 3],
    ]);
  });

  it('title: the phrase (any form) 5, all its words in another order 3, else 0', () => {
    expect(pointsOf('keyword-title', { title: 'Garden Soils: a guide' })).toBe(5);
    expect(pointsOf('keyword-title', { title: 'Soil for your garden' })).toBe(3);
    expect(pointsOf('keyword-title', { title: 'Compost' })).toBe(0);
    const empty = keywordPlacement(testContext({ title: '' }), place('keyword-title'));
    expect(empty.component.detail).toBe('The title is empty.');
    expect(empty.actions).toEqual([{ id: 'keyword-title', text: 'Put “garden soil” in the title', gain: 5 }]);
  });

  it('first paragraph: the first p block, not a heading or a list', () => {
    expect(pointsOf('keyword-intro', { html: '<h1>Garden soil</h1><p>Garden soil is earth.</p>' })).toBe(5);
    expect(pointsOf('keyword-intro', { html: '<h1>Garden soil</h1><p>It is earth.</p><p>Garden soil again.</p>' })).toBe(0);
  });

  it('heading: any H1–H4, the phrase 4, the words 2', () => {
    expect(pointsOf('keyword-heading', { html: '<p>x</p><h3>Testing garden soil</h3>' })).toBe(4);
    expect(pointsOf('keyword-heading', { html: '<h2>Soil in the garden</h2>' })).toBe(2);
    expect(pointsOf('keyword-heading', { html: '<p>garden soil</p>' })).toBe(0);
  });

  it('meta description: 3 or 2', () => {
    expect(pointsOf('keyword-meta', { meta: 'Everything about garden soil.' })).toBe(3);
    expect(pointsOf('keyword-meta', { meta: 'Soil, for the garden.' })).toBe(2);
  });

  it('slug: read with - _ / as spaces; no slug is not scored', () => {
    expect(pointsOf('keyword-slug', { slug: 'garden-soils' })).toBe(3);
    expect(pointsOf('keyword-slug', { slug: 'soil_garden' })).toBe(2);
    expect(pointsOf('keyword-slug', { slug: '' })).toBe(0);
    expect(keywordPlacement(testContext({}), place('keyword-slug')).component).toMatchObject({ points: 0, max: 0, detail: 'This doc has no slug.' });
  });

  it('is not scored without a keyword', () => {
    expect(keywordPlacement(testContext({ keyword: '', title: 'Garden soil' }), place('keyword-title')).component)
      .toMatchObject({ points: 0, max: 0, detail: 'Needs a target keyword.' });
  });

  it('matches Spanish forms through the Spanish stemmer', () => {
    expect(pointsOf('keyword-title', { language: 'Spanish', keyword: 'tierra de jardín', title: 'Tierras de jardín' })).toBe(5);
  });
});
