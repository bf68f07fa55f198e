import { ZGenerationResult, ZInstructInput } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { filePassages, runSourceTruth } from '../../ai/sourceTruth';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { presentGeneration } from '../../presenters/generation';

/**
 * POST /api/generate/instruct/source/truth (spec §7, with filename): follow the instruction from one
 * file of the project (project_id, else the user's first project). Counts as file mode for fair usage.
 */
export function instructSourceTruth(app: TApp, ctx: TContext) {
  app.post(
    '/api/generate/instruct/source/truth',
    { schema: { body: ZInstructInput, response: { 200: ZGenerationResult } }, preHandler: requireSession },
    async (request, reply) =>
      unlessClientLeft(reply, async () => {
        const body = request.body;
        const filename = body.filename;
        if (!filename) throw badRequest('Choose the file to answer from.', 'filename');
        const settings = callSettingsFor(ctx, reply);
        const pass = await passGenerationGate(ctx, request.sessionUser, {
          uniqueId: body.unique_id,
          teamId: body.team_id,
          mode: 'file',
          model: body.model,
          projectId: body.project_id,
        });
        return withGeneration(ctx, pass, async (commit) => {
          const passages = pass.projectId ? await filePassages(ctx.db, pass.projectId, filename, body.text) : [];
          const result = await runSourceTruth(pass.engine, { text: body.text, filename, passages, language: body.language }, settings);
          const { credits } = await commit({ text: result.output, feature: 'instruct_source_truth', chargeable: result.chargeable }, { abandonIf: settings.signal });
          return presentGeneration(result, credits);
        });
      }),
  );
}
