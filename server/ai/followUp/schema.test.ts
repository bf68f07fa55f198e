import { describe, expect, it } from 'vitest';
import { parseFollowUps } from './schema';

describe('parseFollowUps', () => {
  it('reads one question a line without numbering or bullets, at most three', () => {
    expect(parseFollowUps('1. Why?\n- How does it work?\n\n2) What next?\n* And then?\nFifth?')).toEqual(['Why?', 'How does it work?', 'What next?']);
  });
});
