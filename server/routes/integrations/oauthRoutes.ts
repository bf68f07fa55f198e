import { ZAuthorizeQuery, ZAuthorizeResponse, ZIntegrationDetails, ZOAuthTargetParams, ZSaveTokenInput } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { connectIntegration } from '../../integrations/connector';
import { assertAvailable, assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { finishSignIn, startSignIn } from '../../integrations/oauth/oauthSignIn';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

const SIGN_IN_RATE_LIMIT = perPersonRateLimit(20);

/**
 * Sign-in integrations (HubSpot, Webflow, Google): GET /api/integrations/:target/authorize?uid answers
 * the provider's page to open; the provider sends the person back to /integrations/:target with a
 * code and the state, which the page posts to POST /api/integrations/:target/save-token {uid, code, state}
 * (spec §7's HubSpot call, the same for each); the answer is the details.
 */
export function oauthRoutes(app: TApp, ctx: TContext) {
  app.get(
    '/api/integrations/:target/authorize',
    { schema: { params: ZOAuthTargetParams, querystring: ZAuthorizeQuery, response: { 200: ZAuthorizeResponse } }, preHandler: requireSession, config: SIGN_IN_RATE_LIMIT },
    async (request) => {
      const user = request.sessionUser!;
      const access = await integrationAccess(ctx, user, request.query.uid);
      assertManage(user, access);
      assertAvailable(access, request.params.target);
      return { url: await startSignIn(ctx, ctx.integrations, access.ownerId, request.params.target) };
    },
  );

  app.post(
    '/api/integrations/:target/save-token',
    { schema: { params: ZOAuthTargetParams, body: ZSaveTokenInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession, config: SIGN_IN_RATE_LIMIT },
    async (request) => {
      const user = request.sessionUser!;
      const { target } = request.params;
      const access = await integrationAccess(ctx, user, request.body.uid);
      assertManage(user, access);
      assertAvailable(access, target);
      const tokens = await finishSignIn(ctx, ctx.integrations, access.ownerId, target, request.body.code, request.body.state);
      await connectIntegration(ctx, ctx.integrations, user, target, { oauth: tokens });
      return detailsReply(ctx, access);
    },
  );
}
