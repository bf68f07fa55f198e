import { INTEGRATION_TARGETS, ZDisconnectInput, ZIntegrationDetails } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { disconnectIntegration } from '../../integrations/connector';
import { assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { requireSession } from '../../middleware/session';
import { detailsReply } from './detailsReply';

/** POST /api/integrations/{target}/disconnect {uid}: forgets the credentials; answers the details (that target now null). */
export function disconnectTargets(app: TApp, ctx: TContext) {
  for (const target of INTEGRATION_TARGETS) {
    app.post(`/api/integrations/${target}/disconnect`, { schema: { body: ZDisconnectInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession }, async (request) => {
      const user = request.sessionUser!;
      const access = await integrationAccess(ctx, user, request.body.uid);
      assertManage(user, access);
      await disconnectIntegration(ctx, user, target);
      return detailsReply(ctx, access);
    });
  }
}
