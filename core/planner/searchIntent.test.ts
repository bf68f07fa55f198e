import { describe, expect, it } from 'vitest';
import { intentOf } from './searchIntent';

describe('intentOf', () => {
  it.each([
    ['how to bake sourdough bread', 'informational'],
    ['what is a sourdough starter', 'informational'],
    ['sourdough tips for beginners', 'informational'],
    ['best sourdough flour', 'commercial'],
    ['kitchenaid vs kenwood', 'commercial'],
    ['bread machine reviews', 'commercial'],
    ['dutch oven price', 'commercial'],
    ['buy sourdough starter', 'transactional'],
    ['sourdough starter coupon', 'transactional'],
    ['bakery near me', 'transactional'],
    ['king arthur login', 'navigational'],
    ['kingarthurbaking.com recipes', 'navigational'],
  ] as const)('%s → %s', (keyword, intent) => {
    expect(intentOf(keyword)).toBe(intent);
  });

  it('reads words, not parts of words', () => {
    expect(intentOf('topology basics')).toBe('informational');
    expect(intentOf('happy bread')).toBe('informational');
  });
});
