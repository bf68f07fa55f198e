import { INTEGRATION_TARGETS, ZDisconnectInput, ZDisconnectQuery, ZIntegrationDetails } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { disconnectIntegration } from '../../integrations/connector';
import { assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

/**
 * POST /api/integrations/{target}/disconnect {uid}: forgets the credentials; answers the details (that
 * target now null). The uid may come in the query instead (spec §7: POST /hubspot/disconnect?uid).
 */
export function disconnectTargets(app: TApp, ctx: TContext) {
  for (const target of INTEGRATION_TARGETS) {
    app.post(`/api/integrations/${target}/disconnect`, { schema: { body: ZDisconnectInput.partial().nullish(), querystring: ZDisconnectQuery, response: { 200: ZIntegrationDetails } }, preHandler: requireSession }, async (request) => {
      const user = request.sessionUser!;
      const uid = request.body?.uid ?? request.query.uid;
      if (!uid) throw badRequest('An id is required.', 'uid');
      const access = await integrationAccess(ctx, user, uid);
      assertManage(user, access);
      await disconnectIntegration(ctx, user, target);
      return detailsReply(ctx, access);
    });
  }
}
