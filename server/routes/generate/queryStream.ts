import { ZQueryStreamInput } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { startFactgptAnswer } from '../../ai/factgpt';
import { gatherSources } from '../../ai/factgpt/sources';
import { chargeGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { requireSession } from '../../middleware/session';
import { callSettingsFor } from './callSettings';
import { unlessClientLeft } from './clientAbort';
import { streamAnswer } from './streamAnswer';

/**
 * POST /api/generate/query/stream (spec §7): a FactGPT answer as server-sent events. Every refusal
 * (403, 404, 420, 429, 430, byok 404/437/432/440/441) comes before the stream as a JSON error; the
 * stream opens once the model sent its first token.
 */
export function queryStream(app: TApp, ctx: TContext) {
  app.post('/api/generate/query/stream', { schema: { body: ZQueryStreamInput }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, request.sessionUser, {
        uniqueId: body.unique_id,
        teamId: body.team_id,
        mode: body.mode,
        model: body.model,
        projectId: body.project_id,
        searchObj: body.search_obj,
      });
      try {
        const sources = await gatherSources(
          { db: ctx.db, webSearch: ctx.ai.webSearch },
          { mode: body.mode, projectId: pass.projectId, query: body.query, searchObj: body.search_obj, signal: settings.signal },
        );
        const run = await startFactgptAnswer(
          pass.engine,
          { query: body.query, mode: body.mode, passages: sources.passages, note: sources.note, history: body.chat_history, language: body.language },
          settings,
        );
        await streamAnswer(reply, run, {
          signal: settings.signal,
          log: request.log,
          charge: (text) => chargeGeneration(ctx, pass, { text, feature: 'factgpt', chargeable: run.chargeable }),
        });
      } finally {
        await pass.record(); // a failed answer counts for fair usage too; after a success this is a no-op
      }
      return reply;
    }),
  );
}
