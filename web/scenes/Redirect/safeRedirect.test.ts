import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safeRedirect';

describe('isSafeRedirect', () => {
  it('follows web addresses only', () => {
    expect(isSafeRedirect('https://example.org/thanks')).toBe(true);
    expect(isSafeRedirect('http://example.org')).toBe(true);
    expect(isSafeRedirect('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirect('/thank-you')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });
});
