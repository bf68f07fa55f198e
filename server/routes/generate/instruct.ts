import { ZGenerationResult, ZInstructInput } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { runInstruct } from '../../ai/instruct';
import { requireSession } from '../../middleware/session';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { noticeReaderOf } from '../../generation/noticeReader';
import { presentGeneration } from '../../presenters/generation';

/** POST /api/generate/instruct (spec §7): text, unique_id, language, team_id → the generated text. */
export function instruct(app: TApp, ctx: TContext) {
  app.post('/api/generate/instruct', { schema: { body: ZInstructInput, response: { 200: ZGenerationResult } }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
      return withGeneration(ctx, pass, async (commit) => {
        const result = await runInstruct(pass.engine, { text: body.text, language: body.language }, settings, () => noticeReaderOf(ctx, pass.user));
        const { credits } = await commit({ text: result.output, feature: 'instruct', chargeable: result.chargeable }, { abandonIf: settings.signal });
        return presentGeneration(result, credits);
      });
    }),
  );
}
