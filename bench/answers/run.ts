/**
 * Answers evaluation: uploads four source files through the real upload route and asks FactGPT
 * (Files mode, searching every file, the offline engine) the questions of corpus.ts through
 * POST /api/generate/query/stream on in-memory PGlite (or BENCH_DATABASE_URL's PostgreSQL server,
 * in a scratch database). Prints the right-passage rate, unrelated citations per answer and the
 * "do not answer" rate, then each answer that missed.
 *   npx tsx bench/answers/run.ts
 */
import { buildUser } from '../../server/test/factories';
import { buildTestApp } from '../../server/test/testApp';
import { evaluateAnswers, type TAnswerOutcome } from './evaluate';

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

const missed = (outcome: TAnswerOutcome) =>
  outcome.unrelated > 0 ||
  outcome.found < outcome.question.answeredBy.length ||
  (outcome.question.answeredBy.length === 0) !== outcome.saidDoNotAnswer;

const { app, ctx, close } = await buildTestApp();
try {
  const figures = await evaluateAnswers(app, ctx, await buildUser(app));
  const answerable = figures.outcomes.filter((outcome) => outcome.question.answeredBy.length).length;
  console.log(`questions: ${figures.outcomes.length} (${answerable} answerable, ${figures.outcomes.length - answerable} not)`);
  console.log(`right passage cited:            ${percent(figures.rightPassageRate)}`);
  console.log(`unrelated citations per answer: ${figures.unrelatedPerAnswer.toFixed(2)}`);
  console.log(`correct "do not answer":        ${percent(figures.doNotAnswerRate)}`);
  console.log(`answerable said "do not answer": ${figures.falseDoNotAnswer}`);
  for (const outcome of figures.outcomes.filter(missed)) {
    console.log(`\n— ${outcome.question.query}\n  found ${outcome.found}/${outcome.question.answeredBy.length}, unrelated ${outcome.unrelated}\n  ${outcome.text.replace(/\n+/g, '\n  ')}`);
  }
} finally {
  await close();
}
