import { describe, expect, it } from 'vitest';
import { parseJsonAnswer } from '../jsonAnswer';
import { readVerdict, ZVerdictAnswer } from './schema';

describe('fact-check verdict answers', () => {
  it('keeps only citations of passages the model was given', () => {
    expect(readVerdict({ verdict: 'supported', reasoning: 'Passage 2 says so.', cited: [2, 9, 2], correction: null }, [1, 2, 3])).toEqual({
      verdict: 'supported',
      reasoning: 'Passage 2 says so.',
      cited: [2],
      correction: null,
    });
  });

  it('makes a verdict that rests on no given passage "not enough evidence"', () => {
    expect(readVerdict({ verdict: 'supported', reasoning: 'I know this.', cited: [], correction: null }, [1, 2])).toMatchObject({ verdict: 'not_enough_evidence', cited: [] });
    expect(readVerdict({ verdict: 'contradicted', reasoning: 'No.', cited: [7], correction: 'Other.' }, [1])).toMatchObject({ verdict: 'not_enough_evidence', cited: [], correction: null });
  });

  it('gives a correction only to a contradicted claim, and cuts long texts at a word', () => {
    expect(readVerdict({ verdict: 'supported', reasoning: 'Yes.', cited: [1], correction: 'Ignored.' }, [1]).correction).toBeNull();
    const long = readVerdict({ verdict: 'contradicted', reasoning: 'word '.repeat(400), cited: [1], correction: '  The tower was completed in 1889.  ' }, [1]);
    expect(long.correction).toBe('The tower was completed in 1889.');
    expect(long.reasoning!.length).toBeLessThanOrEqual(500);
  });

  it('reads JSON inside a code fence and refuses what is not JSON or does not fit (model_failed)', () => {
    expect(parseJsonAnswer('```json\n{"verdict":"supported","reasoning":"ok","cited":[1]}\n```', ZVerdictAnswer)).toMatchObject({ verdict: 'supported', cited: [1] });
    expect(() => parseJsonAnswer('The claim is true.', ZVerdictAnswer)).toThrow(expect.objectContaining({ id: 'model_failed' }));
    expect(() => parseJsonAnswer('{"verdict":"probably"}', ZVerdictAnswer)).toThrow(expect.objectContaining({ id: 'model_failed' }));
    expect(() => parseJsonAnswer('{"verdict": "supported",', ZVerdictAnswer)).toThrow(expect.objectContaining({ id: 'model_failed' }));
  });
});
