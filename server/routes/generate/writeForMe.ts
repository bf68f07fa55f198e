import { ZGenerationResult, ZWriteForMeInput } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { runWriteForMe } from '../../ai/writeForMe';
import { requireSession } from '../../middleware/session';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { noticeReaderOf } from '../../generation/noticeReader';
import { presentGeneration } from '../../presenters/generation';

/** POST /api/content/write/for/me (spec §7): continues the text; its last 2500 characters are the context. */
export function writeForMe(app: TApp, ctx: TContext) {
  app.post('/api/content/write/for/me', { schema: { body: ZWriteForMeInput, response: { 200: ZGenerationResult } }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
      return withGeneration(ctx, pass, async (commit) => {
        const result = await runWriteForMe(pass.engine, { text: body.text, words: body.generation_length, language: body.language }, settings, () => noticeReaderOf(ctx, pass.user));
        const { credits } = await commit({ text: result.output, feature: 'write_for_me', chargeable: result.chargeable }, { abandonIf: settings.signal });
        return presentGeneration(result, credits);
      });
    }),
  );
}
