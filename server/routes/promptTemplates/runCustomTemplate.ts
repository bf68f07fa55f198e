import { ZRunPromptTemplateInput, ZRunPromptTemplateResult } from '@core/api/promptTemplates';
import { fillTemplate } from '@core/templates/templateVariables';
import type { TApp, TContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { callSettingsFor } from '../../generation/callSettings';
import { unlessClientLeft } from '../../generation/clientAbort';
import { withGeneration } from '../../generation/generationCharge';
import { passGenerationGate } from '../../generation/generationGate';
import { noticeReaderOf } from '../../generation/noticeReader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, can } from '../../policies';
import { presentGeneration } from '../../presenters/generation';
import { loadPromptTemplate } from '../../promptTemplates/promptTemplateLoader';
import { updatePromptTemplate } from '../../promptTemplates/promptTemplateUpdater';
import { runPromptTemplate } from '../../promptTemplates/run';

/**
 * POST /api/run/custom/template (spec §7: unique_id, prompt, team_id): fills the template's variables
 * with the values sent and generates. Its owner's run is saved as the template's content in the
 * transaction that charges it; a teammate's run of a shared template is theirs only (not saved).
 */
export function runCustomTemplate(app: TApp, ctx: TContext) {
  app.post('/api/run/custom/template', { schema: { body: ZRunPromptTemplateInput, response: { 200: ZRunPromptTemplateResult } }, preHandler: requireSession }, async (request, reply) =>
    unlessClientLeft(reply, async () => {
      const body = request.body;
      const user = authorizeSelf(request.sessionUser, body.unique_id);
      const template = await loadPromptTemplate(ctx.db, body.prompt);
      authorize(user, 'run', template);
      const filled = fillTemplate(template.formula, body.variables);
      if (!filled.ok) throw badRequest(filled.message, 'variables');
      const saves = can(user, 'edit', template);
      const settings = callSettingsFor(ctx, reply);
      const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
      return withGeneration(ctx, pass, async (commit) => {
        const result = await runPromptTemplate(pass.engine, { text: filled.value, language: body.language }, settings, () => noticeReaderOf(ctx, pass.user));
        const save = saves && result.output ? (db: Db) => updatePromptTemplate(db, template.id, { content: result.output }).then(() => true) : undefined;
        const { credits, saved } = await commit({ text: result.output, feature: 'prompt_template', chargeable: result.chargeable }, { save, abandonIf: settings.signal });
        return { ...presentGeneration(result, credits), save_id: template.id, saved: saved === true };
      });
    }),
  );
}
