import type { TAssetRecord, TUploadAssetsResponse } from '@core/api/assets';
import type { TPassage } from '@core/api/citations';
import { eq } from 'drizzle-orm';
import type { TApp, TContext } from '../../server/context';
import { fairUsageEvents } from '../../server/db/schema/fairUsage';
import { multipartBody } from '../../server/routes/assets/assetTestHelpers';
import { parseSseEvents, streamedText } from '../../server/test/fakeProviders/sseEvents';
import type { TTestUser } from '../../server/test/factories';
import { TEST_ORIGIN } from '../../server/test/testApp';
import { ANSWERABLE, SEVERAL_SUBJECTS, SOURCES, UNANSWERABLE, type TEvalQuestion } from './corpus';

/** How an answer says the sources hold nothing about the question. */
export const DO_NOT_ANSWER = 'Your sources do not answer this';

/** One question's outcome. */
export type TAnswerOutcome = {
  question: TEvalQuestion;
  text: string;
  cited: TPassage[];
  /** Answering passages cited, of those expected. */
  found: number;
  /** Citations of passages that answer nothing the question asked. */
  unrelated: number;
  saidDoNotAnswer: boolean;
};

/** The evaluation's figures. */
export type TAnswerFigures = {
  /** Expected passages cited, over all answerable questions (several subjects count each passage). */
  rightPassageRate: number;
  /** Mean citations per answer that answer nothing asked (answerable and unanswerable questions). */
  unrelatedPerAnswer: number;
  /** Unanswerable questions answered "do not answer" with no citation. */
  doNotAnswerRate: number;
  /** Answerable questions wrongly answered "do not answer". */
  falseDoNotAnswer: number;
  outcomes: TAnswerOutcome[];
};

/** Uploads the evaluation's sources through the real upload route; answers them as the route returned them. */
export async function uploadSources(app: TApp, user: TTestUser): Promise<TAssetRecord[]> {
  const projectId = user.projects[0]!._id;
  const { payload, contentType } = multipartBody(SOURCES.map((source) => ({ filename: source.filename, content: source.text, type: 'text/markdown' })));
  const response = await app.inject({
    method: 'POST',
    url: `/api/upload/assets?project_id=${projectId}`,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  const assets = response.json<TUploadAssetsResponse>().results.map((result) => result.asset);
  if (assets.some((asset) => asset?.status !== 'ready')) throw new Error(`sources not ready: ${response.body}`);
  return assets as TAssetRecord[];
}

/**
 * Asks one question in Files mode through POST /api/generate/query/stream, with no file attached:
 * the answer searches every file of the project (a trial plan attaches at most 3).
 */
async function ask(app: TApp, user: TTestUser, question: TEvalQuestion): Promise<TAnswerOutcome> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: {
      unique_id: user.unique_id,
      project_id: user.projects[0]!._id,
      query: question.query,
      mode: 'file',
      search_obj: { filename: [], url: [], domain: [] },
    },
  });
  if (response.statusCode !== 200) throw new Error(`question refused: ${response.statusCode} ${response.body}`);
  const events = parseSseEvents(response.body);
  const citations = events.find((event) => event.event === 'citations');
  const cited = citations?.event === 'citations' ? citations.data.citations : [];
  const text = streamedText(events);
  const answers = (passage: TPassage) => question.answeredBy.some((sentence) => passage.text.includes(sentence));
  return {
    question,
    text,
    cited,
    found: question.answeredBy.filter((sentence) => cited.some((passage) => passage.text.includes(sentence))).length,
    unrelated: cited.filter((passage) => !answers(passage)).length,
    saidDoNotAnswer: text.includes(DO_NOT_ANSWER),
  };
}

/**
 * Uploads the sources, asks every question of the corpus and scores the answers. Fair usage (10
 * Files questions in 5 minutes) is not what this measures: the user's count is cleared before
 * each question.
 */
export async function evaluateAnswers(app: TApp, ctx: TContext, user: TTestUser): Promise<TAnswerFigures> {
  await uploadSources(app, user);
  const outcomes: TAnswerOutcome[] = [];
  for (const question of [...ANSWERABLE, ...SEVERAL_SUBJECTS, ...UNANSWERABLE]) {
    await ctx.db.delete(fairUsageEvents).where(eq(fairUsageEvents.userId, user.unique_id));
    outcomes.push(await ask(app, user, question));
  }
  const answerable = outcomes.filter((outcome) => outcome.question.answeredBy.length);
  const unanswerable = outcomes.filter((outcome) => !outcome.question.answeredBy.length);
  const expected = answerable.reduce((total, outcome) => total + outcome.question.answeredBy.length, 0);
  return {
    rightPassageRate: answerable.reduce((total, outcome) => total + outcome.found, 0) / expected,
    unrelatedPerAnswer: outcomes.reduce((total, outcome) => total + outcome.unrelated, 0) / outcomes.length,
    doNotAnswerRate: unanswerable.filter((outcome) => outcome.saidDoNotAnswer && !outcome.cited.length).length / unanswerable.length,
    falseDoNotAnswer: answerable.filter((outcome) => outcome.saidDoNotAnswer).length,
    outcomes,
  };
}
