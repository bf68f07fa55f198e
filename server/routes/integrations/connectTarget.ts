import type { z } from 'zod';
import { ZCustomConnectInput, ZGhostConnectInput, ZIntegrationDetails, ZMediumConnectInput, ZWordpressConnectInput, type TKeyTarget } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { connectIntegration } from '../../integrations/connector';
import { assertAvailable, assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

/** Connect attempts per person per minute (each one calls the target). */
const CONNECT_RATE_LIMIT = perPersonRateLimit(20);

const CONNECT_INPUTS = { ghost: ZGhostConnectInput, medium: ZMediumConnectInput, wordpress: ZWordpressConnectInput, custom: ZCustomConnectInput } satisfies Record<TKeyTarget, z.ZodType<{ uid: string }>>;

/**
 * POST /api/integrations/{ghost,medium,wordpress,custom}/connect: tries the credentials against the target,
 * stores them sealed, and answers the integration details (spec §7: the response is the details).
 */
export function connectTargets(app: TApp, ctx: TContext) {
  for (const target of Object.keys(CONNECT_INPUTS) as TKeyTarget[]) {
    app.post(
      `/api/integrations/${target}/connect`,
      { schema: { body: CONNECT_INPUTS[target], response: { 200: ZIntegrationDetails } }, preHandler: requireSession, config: CONNECT_RATE_LIMIT },
      async (request) => {
        const user = request.sessionUser!;
        const body = request.body as { uid: string };
        const access = await integrationAccess(ctx, user, body.uid);
        assertManage(user, access);
        assertAvailable(access, target);
        await connectIntegration(ctx, ctx.integrations, user, target, body);
        return detailsReply(ctx, access);
      },
    );
  }
}
