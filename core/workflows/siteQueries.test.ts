import { describe, expect, it } from 'vitest';
import { MAX_SITE_SEARCHES, siteHost, siteQueries } from './siteQueries';

describe('siteHost', () => {
  it('reads the host of what the writer typed', () => {
    expect(siteHost('stackexchange.com')).toBe('stackexchange.com');
    expect(siteHost('https://www.StackExchange.com/questions?x=1')).toBe('stackexchange.com');
    expect(siteHost('gardening.stackexchange.com/')).toBe('gardening.stackexchange.com');
    expect(siteHost('not a site')).toBeNull();
    expect(siteHost('localhost')).toBeNull();
    expect(siteHost('javascript:alert(1)')).toBeNull();
  });
});

describe('siteQueries', () => {
  it('asks Quora, Reddit and each custom site once, within the bound, and lists the rest', () => {
    const { queries, invalid, skipped } = siteQueries({
      topic: '  garden   soil ',
      quora: true,
      reddit: true,
      customSources: ['www.quora.com', 'stackexchange.com', 'not a site', 'houzz.com', 'gardenweb.com'],
    });
    expect(queries.map((query) => query.query)).toEqual(['site:quora.com garden soil', 'site:reddit.com garden soil', 'site:stackexchange.com garden soil', 'site:houzz.com garden soil']);
    expect(queries.map((query) => query.source)).toEqual(['quora', 'reddit', 'custom', 'custom']);
    expect(queries).toHaveLength(MAX_SITE_SEARCHES);
    expect(invalid).toEqual(['not a site']);
    expect(skipped).toEqual(['gardenweb.com']);
  });

  it('asks nothing when nothing is wanted', () => {
    expect(siteQueries({ topic: 'soil', quora: false, reddit: false, customSources: [] }).queries).toEqual([]);
  });
});
