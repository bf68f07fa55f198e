import { z } from 'zod';
import { ZToolRunInput } from '@core/api/tools';
import type { TApp, TContext } from '../../context';
import { startToolRun } from '../../ai/tools/toolRun';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { withGeneration } from '../../generation/generationCharge';
import { noticeReaderOf } from '../../generation/noticeReader';
import { streamToolRun } from '../../generation/streamToolRun';
import { requireSession } from '../../middleware/session';
import { copyAllowedFor } from '../../generation/copyAbility';
import { presentToolResult } from '../../tools/toolResultPresenter';
import { finishedText, prepareToolRun, promptFor, resultSaver } from '../../tools/toolRunRequest';

export const ZToolParams = z.object({ tool_id: z.string().min(1).max(60) });

/**
 * POST /api/generate/tool/:tool_id/stream: any writing tool or repurpose format, streamed as
 * server-sent events (the FactGPT relay: the stream opens with the first token). Refusals come
 * before it as JSON errors; the result is saved with its charge in one transaction when it ends.
 */
export function runToolStream(app: TApp, ctx: TContext) {
  app.post('/api/generate/tool/:tool_id/stream', { schema: { params: ZToolParams, body: ZToolRunInput }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const { tool_id: toolId } = request.params;
      if (request.body.return_prompt) return { prompt: await promptFor(ctx, request.sessionUser, toolId, request.body) };
      const settings = callSettingsFor(ctx, reply);
      const prepared = await prepareToolRun(ctx, request.sessionUser, toolId, request.body);
      await withGeneration(ctx, prepared.pass, async (commit) => {
        const run = await startToolRun(
          prepared.pass.engine,
          prepared.tool.definition,
          { values: prepared.values, prompt: prepared.prompt, year: new Date().getUTCFullYear() },
          settings,
          () => noticeReaderOf(ctx, prepared.pass.user),
        );
        await streamToolRun(reply, run, {
          signal: settings.signal,
          log: request.log,
          finish: async (end) => {
            const text = finishedText(prepared, end.text);
            const { credits, saved } = await commit(
              { text, feature: prepared.tool.fit ? 'repurpose' : 'writing_tool', chargeable: run.chargeable },
              { delivered: true, save: resultSaver(prepared, { text, engine: run.meta.engine, model: run.meta.model, finishReason: end.finishReason }) },
            );
            return { credits, result: saved ? presentToolResult(saved, { copy: await copyAllowedFor(ctx, prepared.pass.user.id, prepared.pass.teamId) }) : null };
          },
        });
      });
      return reply;
    }),
  );
}
