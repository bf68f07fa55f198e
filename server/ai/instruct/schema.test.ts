import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { MAX_INSTRUCT_CHARS, parseInstructOutput } from './schema';

describe('instruct output', () => {
  it('is the model’s text, trimmed', () => {
    expect(parseInstructOutput('  Ten tips for spring gardens.\n')).toBe('Ten tips for spring gardens.');
  });

  it('treats a blank answer as the model failing (model_failed), not as an empty success', () => {
    expect(() => parseInstructOutput(' \n ')).toThrow(HttpError);
    expect(() => parseInstructOutput('')).toThrow(expect.objectContaining({ id: 'model_failed' }));
  });

  it('cuts a run-on answer at a word', () => {
    const long = 'word '.repeat(MAX_INSTRUCT_CHARS);
    const parsed = parseInstructOutput(long);
    expect(parsed.length).toBeLessThanOrEqual(MAX_INSTRUCT_CHARS);
    expect(parsed.endsWith('word')).toBe(true);
  });
});
