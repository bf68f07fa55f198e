import { ZPublicQueryStreamInput } from '@core/api/generate';
import { ERRORS } from '@core/errors';
import type { TApp, TContext } from '../../context';
import { startFactgptAnswer } from '../../ai/factgpt';
import { gatherSources } from '../../ai/factgpt/sources';
import { usePublicRun } from '../../commands/publicRunUser';
import { HttpError } from '../../errors';
import { loadPublicRuns } from '../../queries/publicRunsLoader';
import { resolveVisitor } from '../publicRuns/visitor';
import { callSettingsFor } from './callSettings';
import { unlessClientLeft } from './clientAbort';
import { streamAnswer } from './streamAnswer';

/** The model public runs use: the default chat model of spec §9. */
const PUBLIC_MODEL = 'azure-gpt';

/**
 * POST /api/public/generate/query/stream: FactGPT for a signed-out visitor, instruct or serp only
 * (no project, no assets). 400 once today's 15 runs are used (spec §8, §9). The run is spent once
 * the answer has really started (first token), so a failed answer, or the offline engine's notice
 * that it cannot do the task, costs the visitor nothing.
 */
export function publicQueryStream(app: TApp, ctx: TContext) {
  app.post(
    '/api/public/generate/query/stream',
    { schema: { body: ZPublicQueryStreamInput }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) =>
      unlessClientLeft(reply, async () => {
        const body = request.body;
        const visitor = resolveVisitor(request, reply, ctx.env.APP_URL.startsWith('https://'));
        const before = await loadPublicRuns(ctx.db, visitor, new Date());
        if (before.runs_left <= 0) throw new HttpError('public_runs_exhausted', ERRORS.public_runs_exhausted.message);
        const settings = callSettingsFor(ctx, reply);
        const sources = await gatherSources(
          { db: ctx.db, webSearch: ctx.ai.webSearch },
          { mode: body.mode, projectId: null, query: body.query, searchObj: { filename: [], url: [], domain: [] }, signal: settings.signal },
        );
        const run = await startFactgptAnswer(
          ctx.ai.models.engineFor(PUBLIC_MODEL),
          { query: body.query, mode: body.mode, passages: sources.passages, note: sources.note, history: body.chat_history, language: body.language, publicVisitor: true },
          settings,
        );
        // A notice (the offline engine cannot do this task) is not an answer: it costs no run.
        if (run.notice === null) {
          try {
            await usePublicRun(ctx.db, visitor, new Date());
          } catch (error) {
            settings.stop(); // another tab used the last run meanwhile: end the model call
            throw error;
          }
        }
        await streamAnswer(reply, run, { signal: settings.signal, log: request.log, charge: async () => 0 });
        return reply;
      }),
  );
}
