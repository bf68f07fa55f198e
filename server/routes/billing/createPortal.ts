import { ZBillingRedirect, ZPortalInput } from '@core/api/billing';
import type { TApp, TContext } from '../../context';
import { createPortalSession } from '../../billing/portalSessionCreator';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { requireStripe } from './requireStripe';

/** POST /api/billing/portal: Stripe's Customer Portal, where a paying user manages or cancels their subscription. */
export function createPortal(app: TApp, ctx: TContext) {
  app.post(
    '/api/billing/portal',
    { schema: { body: ZPortalInput, response: { 200: ZBillingRedirect } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const stripe = requireStripe(ctx);
      return createPortalSession(ctx.db, stripe, request.log, user.id, ctx.env.APP_URL);
    },
  );
}
