import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAnswers, type TAnswerFigures } from '../../../bench/answers/evaluate';
import type { TApp, TContext } from '../../context';
import { buildUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

/**
 * bench/answers's evaluation in the server suite: its four files uploaded through the real upload
 * route, its 18 questions asked through POST /api/generate/query/stream (offline engine, Files
 * mode) on the test database. The thresholds are the evaluation's aim on its own data; before the
 * relevance decision the same run gave 77% right passages, 0.89 unrelated citations per answer and
 * 13% correct "do not answer".
 */
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let figures: TAnswerFigures;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
  figures = await evaluateAnswers(app, ctx, await buildUser(app));
});
afterAll(() => close());

const report = (pick: (outcome: TAnswerFigures['outcomes'][number]) => boolean) =>
  figures.outcomes.filter(pick).map((outcome) => `${outcome.question.query}\n${outcome.text}`);

describe('answers evaluation (bench/answers)', () => {
  it('cites the passage that answers every answerable question, for each subject it asks about', () => {
    expect(report((outcome) => outcome.found < outcome.question.answeredBy.length)).toEqual([]);
    expect(figures.rightPassageRate).toBe(1);
  });

  it('cites no passage that answers nothing asked', () => {
    expect(report((outcome) => outcome.unrelated > 0)).toEqual([]);
    expect(figures.unrelatedPerAnswer).toBe(0);
  });

  it('answers every unanswerable question "Your sources do not answer this", and no answerable one', () => {
    expect(figures.doNotAnswerRate).toBe(1);
    expect(figures.falseDoNotAnswer).toBe(0);
  });
});
