import { ZPublicQueryStreamInput } from '@core/api/generate';
import { ERRORS } from '@core/errors';
import type { TApp, TContext } from '../../context';
import { textRun } from '../../ai/answerRun';
import { startFactgptAnswer } from '../../ai/factgpt';
import { usePublicRun } from '../../commands/publicRunUser';
import { HttpError } from '../../errors';
import { loadPublicRuns } from '../../queries/publicRunsLoader';
import { resolveVisitor } from '../publicRuns/visitor';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { visitorSources } from '../../generation/publicSources';
import { streamAnswer } from '../../generation/streamAnswer';

/** The model public runs use: the default chat model of spec §9. */
const PUBLIC_MODEL = 'azure-gpt';

/**
 * POST /api/public/generate/query/stream: FactGPT for a signed-out visitor, instruct or serp only
 * (no project, no assets). 400 once today's 15 runs are used (spec §8, §9). The run is spent once
 * the answer has really started (first token), so a failed answer, or a notice that this
 * installation cannot answer the question (no model, no web search, nothing found), costs the
 * visitor nothing.
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
        const engine = ctx.ai.models.engineFor(PUBLIC_MODEL);
        const sources = await visitorSources(ctx.ai.webSearch, {
          mode: body.mode,
          query: body.query,
          modelConnected: engine.engine === 'model',
          signal: settings.signal,
        });
        const run = sources.notice
          ? textRun({ requestedModel: PUBLIC_MODEL, text: sources.notice, notice: sources.notice })
          : await startFactgptAnswer(
              engine,
              { query: body.query, mode: body.mode, passages: sources.passages, note: null, history: body.chat_history, language: body.language },
              settings,
            );
        // A notice is not an answer: it costs no run.
        if (run.notice === null) {
          try {
            await usePublicRun(ctx.db, visitor, new Date());
          } catch (error) {
            settings.stop(); // another tab used the last run meanwhile: end the model call
            throw error;
          }
        }
        // The run taken above is the answer's only write: nothing is saved for a visitor, nothing charged.
        await streamAnswer(reply, run, { signal: settings.signal, log: request.log, finish: async () => ({ credits: 0, chatId: null }) });
        return reply;
      }),
  );
}
