import { ZSupportReadInput, ZSupportUnread } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { requireChatSupport } from '../../support/supportFlag';
import { findThreadOfUser, markRead } from '../../support/supportThreadStore';

/** POST /api/update/support/thread/read: the person has seen the administrators' answers in their own thread. */
export function markSupportThreadRead(app: TApp, ctx: TContext) {
  app.post('/api/update/support/thread/read', { schema: { body: ZSupportReadInput, response: { 200: ZSupportUnread } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    await requireChatSupport(ctx, user, request.body.team_mode);
    const thread = await findThreadOfUser(ctx.db, user.id);
    if (thread) await markRead(ctx.db, thread.id, true);
    return { unread: 0 };
  });
}
