import { describe, expect, it } from 'vitest';
import { allowedModes, EMPTY_SOURCES, sourceLimit, toggleSource } from './sources';

const ref = (id: string) => ({ asset_id: id, label: id });

describe('sources', () => {
  it('takes the plan limits from the flags: files and URLs 10 or 3, domains 1', () => {
    expect(sourceLimit('file', { 'files-limit': 10 })).toBe(10);
    expect(sourceLimit('url', { 'urls-limit': 3 })).toBe(3);
    expect(sourceLimit('domain', { 'domains-limit': 1 })).toBe(1);
    expect(sourceLimit('instruct', {})).toBe(0);
  });

  it('adds and removes sources within the limit', () => {
    let sources = toggleSource(EMPTY_SOURCES, 'url', ref('a'), 2);
    sources = toggleSource(sources, 'url', ref('b'), 2);
    expect(toggleSource(sources, 'url', ref('c'), 2)).toBe(sources);
    expect(toggleSource(sources, 'url', ref('a'), 2).url).toEqual([ref('b')]);
  });

  it('offers the modes the flag lists, in order', () => {
    expect(allowedModes({ modes: ['file', 'instruct'] })).toEqual(['instruct', 'file']);
    expect(allowedModes(undefined)).toEqual(['instruct', 'serp', 'url', 'file', 'domain']);
  });
});
