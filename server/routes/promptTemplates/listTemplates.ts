import { PROMPT_TEMPLATE_LIMITS, ZPromptTemplateListQuery, ZPromptTemplateListResponse } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { copyAllowedFor } from '../../generation/copyAbility';
import { countOwnPromptTemplates, listPromptTemplates } from '../../promptTemplates/promptTemplateList';
import { presentPromptTemplate } from '../../promptTemplates/promptTemplatePresenter';

/** A person's own templates at the limit, plus what their teams share: one page holds them all. */
const MAX_LISTED = PROMPT_TEMPLATE_LIMITS.perUser * 2;

/**
 * GET /api/fetch/prompt/templates?unique_id[&team_id]: the person's templates and those shared to a
 * team they belong to, last changed first; `total` counts their own against `max`.
 */
export function listTemplates(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/prompt/templates',
    { schema: { querystring: ZPromptTemplateListQuery, response: { 200: ZPromptTemplateListResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = teamModeOf(user, request.query.team_id);
      const [records, total, copy] = await Promise.all([
        listPromptTemplates(ctx.db, { userId: user.id, teamIds: user.teams.map((team) => team.id), limit: MAX_LISTED }),
        countOwnPromptTemplates(ctx.db, user.id),
        copyAllowedFor(ctx, user.id, teamId),
      ]);
      return { templates: records.map((record) => presentPromptTemplate(record, user, copy)), total, max: PROMPT_TEMPLATE_LIMITS.perUser };
    },
  );
}
