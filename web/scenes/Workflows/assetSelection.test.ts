import { describe, expect, it } from 'vitest';
import type { TAssetKind } from '@core/api/assets';
import { countByKind, kindLimits, toggleAsset } from './assetSelection';

const kinds = new Map<string, TAssetKind>([
  ['f1', 'file'],
  ['f2', 'file'],
  ['f3', 'file'],
  ['f4', 'file'],
  ['u1', 'url'],
  ['d1', 'domain'],
  ['d2', 'domain'],
]);
const limits = { file: 3, url: 3, domain: 1 };

describe('kindLimits', () => {
  it('takes the flags when they hold numbers, else the plan table', () => {
    expect(kindLimits({ 'files-limit': 10, 'urls-limit': 10, 'domains-limit': 1 }, null)).toEqual({ file: 10, url: 10, domain: 1 });
    // No flags yet: the plan table (a trial has 3 / 3 / 1).
    const trial = kindLimits(undefined, 'ls-free-trial');
    expect(trial.file).toBe(3);
    expect(trial.domain).toBe(1);
    expect(kindLimits({ 'files-limit': 'many' }, 'ls-free-trial').file).toBe(3);
  });
});

describe('toggleAsset', () => {
  it('adds and removes an asset', () => {
    const added = toggleAsset([], { id: 'f1', kind: 'file' }, kinds, limits);
    expect(added).toEqual(['f1']);
    expect(toggleAsset(added, { id: 'f1', kind: 'file' }, kinds, limits)).toEqual([]);
  });

  it('refuses a fourth file at a limit of 3, but still takes a URL', () => {
    const three = ['f1', 'f2', 'f3'];
    expect(toggleAsset(three, { id: 'f4', kind: 'file' }, kinds, limits)).toBe(three);
    expect(toggleAsset(three, { id: 'u1', kind: 'url' }, kinds, limits)).toEqual(['f1', 'f2', 'f3', 'u1']);
  });

  it('keeps one domain at most, and a chosen one can always be dropped', () => {
    const one = ['d1'];
    expect(toggleAsset(one, { id: 'd2', kind: 'domain' }, kinds, limits)).toBe(one);
    expect(toggleAsset(['d1', 'd2'], { id: 'd2', kind: 'domain' }, kinds, limits)).toEqual(['d1']);
  });
});

describe('countByKind', () => {
  it('counts known ids by kind and skips unknown ones', () => {
    expect(countByKind(['f1', 'u1', 'gone', 'd1', 'f2'], kinds)).toEqual({ file: 2, url: 1, domain: 1 });
  });
});
