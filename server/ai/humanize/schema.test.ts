import { describe, expect, it } from 'vitest';
import { parseRewrites } from './schema';

describe('humanize answer', () => {
  it('reads each passage’s rewrite by index, from JSON in a fence too', () => {
    const answer = '```json\n{"passages":[{"index":1,"text":" Second. "},{"index":0,"text":"First."}]}\n```';
    expect(parseRewrites(answer, 2)).toEqual(['First.', 'Second.']);
  });

  it('leaves a passage the model skipped, blanked or repeated as null or its first answer', () => {
    const answer = JSON.stringify({ passages: [{ index: 0, text: 'One.' }, { index: 0, text: 'Again.' }, { index: 2, text: ' ' }, { index: 9, text: 'Extra.' }] });
    expect(parseRewrites(answer, 3)).toEqual(['One.', null, null]);
  });

  it('is the model failing when blank, not JSON, the wrong shape or without one usable rewrite', () => {
    for (const answer of ['', 'Here you go!', '{"rewrites":[]}', '{"passages":[]}', '{"passages":[{"index":0,"text":""}]}']) {
      expect(() => parseRewrites(answer, 1), answer).toThrow(expect.objectContaining({ id: 'model_failed' }));
    }
  });
});
