import { describe, expect, it } from 'vitest';
import { ADDON_PACKS } from '../plans/addons';
import { PLAN_LIST } from '../plans/planTable';
import { creditsToText, fromCreditTenths, isWholeTenths, parseCredits, subtractCredits, sumCredits, toCreditTenths } from './creditTenths';

describe('credit tenths', () => {
  it('adds exactly where floating point drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCredits(0.1, 0.2)).toBe(0.3);
    expect(sumCredits(0.8, 0.9)).toBe(1.7);
    expect(sumCredits(...Array.from({ length: 1000 }, () => 0.1))).toBe(100);
    expect(subtractCredits(200, 199.9)).toBe(0.1);
    expect(subtractCredits(1.7, 1.7)).toBe(0);
  });

  it('converts both ways without loss', () => {
    for (let tenths = -2000; tenths <= 2000; tenths++) expect(toCreditTenths(fromCreditTenths(tenths))).toBe(tenths);
    expect(fromCreditTenths(17)).toBe(1.7);
    expect(toCreditTenths(1.7000000000000002)).toBe(17);
    expect(toCreditTenths(99_999_999_999.9)).toBe(999_999_999_999);
  });

  it('refuses amounts that are not whole tenths', () => {
    expect(() => toCreditTenths(0.05)).toThrow(RangeError);
    expect(() => toCreditTenths(Number.NaN)).toThrow(RangeError);
    expect(() => fromCreditTenths(1.5)).toThrow(RangeError);
    expect(isWholeTenths(2.5)).toBe(true);
    expect(isWholeTenths(2.55)).toBe(false);
  });

  it('parses the database\'s decimal text', () => {
    expect(parseCredits('1.7')).toBe(1.7);
    expect(parseCredits('200.0')).toBe(200);
    expect(parseCredits('-0.1')).toBe(-0.1);
    expect(parseCredits('0')).toBe(0);
    expect(() => parseCredits('1.75')).toThrow(RangeError);
    expect(() => parseCredits('1.70')).toThrow(RangeError);
    expect(() => parseCredits('1.7000000000000002')).toThrow(RangeError);
    expect(() => parseCredits('1e3')).toThrow(RangeError);
  });

  it('writes the decimal text a numeric(14,1) takes', () => {
    expect(creditsToText(1.7)).toBe('1.7');
    expect(creditsToText(200)).toBe('200.0');
    expect(creditsToText(-0.1)).toBe('-0.1');
    expect(creditsToText(123_456_789_012.3)).toBe('123456789012.3');
    for (let tenths = -300; tenths <= 300; tenths++) expect(parseCredits(creditsToText(fromCreditTenths(tenths)))).toBe(fromCreditTenths(tenths));
  });

  it('fits every plan\'s credit limit and every credit add-on (the columns refuse anything finer than a tenth)', () => {
    for (const plan of PLAN_LIST) expect(isWholeTenths(plan.creditLimit), plan.id).toBe(true);
    for (const pack of ADDON_PACKS.filter((addon) => addon.kind === 'credits')) expect(isWholeTenths(pack.quantity), pack.id).toBe(true);
  });
});
