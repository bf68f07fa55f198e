import { eq } from 'drizzle-orm';
import { ZApprovalInput, ZIntegrationDetails } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { teams } from '../../db/schema/teams';
import { conflict } from '../../errors';
import { assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

/** POST /api/integrations/approval {uid, required}: the team admin decides whether members' publishes wait for approval. */
export function setApproval(app: TApp, ctx: TContext) {
  app.post('/api/integrations/approval', { schema: { body: ZApprovalInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession }, async (request) => {
    const user = request.sessionUser!;
    const access = await integrationAccess(ctx, user, request.body.uid);
    assertManage(user, access);
    if (!access.ledTeam) throw conflict('Approval applies to a team’s members; you lead no team.');
    await ctx.db.update(teams).set({ publishApproval: request.body.required }).where(eq(teams.id, access.ledTeam.id));
    return detailsReply(ctx, { ...access, ledTeam: { ...access.ledTeam, publishApproval: request.body.required } });
  });
}
