import { ZSupportThread, ZSupportThreadQuery } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { presentPersonThread } from '../../support/personThread';
import { requireChatSupport } from '../../support/supportFlag';

/** GET /api/fetch/support/thread?team_mode: the signed-in person's own support thread (chat-support flag on, else 403). */
export function fetchSupportThread(app: TApp, ctx: TContext) {
  app.get('/api/fetch/support/thread', { schema: { querystring: ZSupportThreadQuery, response: { 200: ZSupportThread } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    await requireChatSupport(ctx, user, request.query.team_mode);
    return presentPersonThread(ctx.db, user);
  });
}
