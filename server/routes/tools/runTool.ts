import { ZToolRunInput, type TToolRunResult } from '@core/api/tools';
import { creditsForText } from '@core/credits/creditsForText';
import type { TApp, TContext } from '../../context';
import { startToolRun } from '../../ai/tools/toolRun';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { withGeneration } from '../../generation/generationCharge';
import { noticeReaderOf } from '../../generation/noticeReader';
import { requireSession } from '../../middleware/session';
import { copyAllowedFor } from '../../generation/copyAbility';
import { presentToolResult } from '../../tools/toolResultPresenter';
import { finishedText, prepareToolRun, promptFor, resultSaver } from '../../tools/toolRunRequest';
import { ZToolParams } from './runToolStream';

/** Spec §7's own paths of four tools: the same runner, answering JSON. */
const SPEC_PATHS = {
  '/api/generate/content/extender': 'extender',
  '/api/generate/content/rephraser': 'rephraser',
  '/api/generate/blog/faq': 'faqs',
  '/api/generate/synopsis': 'synopsis',
} as const;

/** Runs a tool to its end and answers the whole result; a client that left first gets nothing written or charged. */
async function runToEnd(ctx: TContext, request: { sessionUser: Parameters<typeof prepareToolRun>[1]; body: Parameters<typeof prepareToolRun>[3] }, reply: Parameters<typeof callSettingsFor>[1], toolId: string) {
  if (request.body.return_prompt) return { prompt: await promptFor(ctx, request.sessionUser, toolId, request.body) };
  const settings = callSettingsFor(ctx, reply);
  const prepared = await prepareToolRun(ctx, request.sessionUser, toolId, request.body);
  return withGeneration(ctx, prepared.pass, async (commit): Promise<TToolRunResult> => {
    const run = await startToolRun(
      prepared.pass.engine,
      prepared.tool.definition,
      { values: prepared.values, prompt: prepared.prompt, year: new Date().getUTCFullYear() },
      settings,
      () => noticeReaderOf(ctx, prepared.pass.user),
    );
    let written = '';
    for await (const token of run.tokens) written += token;
    const text = finishedText(prepared, written);
    const { credits, saved } = await commit(
      { text, feature: prepared.tool.fit ? 'repurpose' : 'writing_tool', chargeable: run.chargeable },
      { abandonIf: settings.signal, save: resultSaver(prepared, { text, engine: run.meta.engine, model: run.meta.model, finishReason: run.finishReason() }) },
    );
    return {
      output: text,
      engine: run.meta.engine,
      model: run.meta.model,
      requested_model: run.meta.requested_model,
      citations: [],
      words: creditsForText([text]).words,
      credits_charged: credits,
      notice: run.notice,
      result: saved ? presentToolResult(saved, { copy: await copyAllowedFor(ctx, prepared.pass.user.id, prepared.pass.teamId) }) : null,
    };
  });
}

/** POST /api/generate/tool/:tool_id and spec §7's paths: a tool's result as one JSON answer (or, with return_prompt, its prompt). */
export function runTool(app: TApp, ctx: TContext) {
  app.post('/api/generate/tool/:tool_id', { schema: { params: ZToolParams, body: ZToolRunInput }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, () => runToEnd(ctx, request, reply, request.params.tool_id)),
  );
  for (const [path, toolId] of Object.entries(SPEC_PATHS)) {
    app.post(path, { schema: { body: ZToolRunInput }, preHandler: requireSession }, async (request, reply) => unlessClientLeft(reply, () => runToEnd(ctx, request, reply, toolId)));
  }
}
