import { describe, expect, it } from 'vitest';
import { ADDON_PACKS, findAddonPack } from './addons';

describe('the add-on catalogue', () => {
  it('has unique ids, positive whole prices in cents and positive sizes (runs whole)', () => {
    expect(new Set(ADDON_PACKS.map((pack) => pack.id)).size).toBe(ADDON_PACKS.length);
    for (const pack of ADDON_PACKS) {
      expect(pack.priceUsd).toBeGreaterThan(0);
      expect(Number.isInteger(pack.priceUsd * 100)).toBe(true);
      expect(pack.quantity).toBeGreaterThan(0);
      if (pack.kind !== 'credits') expect(Number.isInteger(pack.quantity)).toBe(true);
    }
  });
  it('sells every kind the add-ons tab offers', () => {
    expect(new Set(ADDON_PACKS.map((pack) => pack.kind))).toEqual(new Set(['credits', 'autoblog_workflow', 'content_optimization']));
  });
  it('finds packs by id and nothing else', () => {
    expect(findAddonPack('credits_100')?.quantity).toBe(100);
    expect(findAddonPack('credits_999')).toBeUndefined();
    expect(findAddonPack(null)).toBeUndefined();
  });
});
