import { ZWebhookTestEventInput, ZWebhookTestEventResult } from '@core/api/webhookTestEvent';
import type { TApp, TContext } from '../../context';
import { conflict } from '../../errors';
import { assertAvailable, assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { findIntegration, isConnected, openConnection } from '../../integrations/integrationStore';
import { sendWebhookTestEvent as sendTestEvent } from '../../integrations/webhookTestSender';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';

/** Test events per person per minute (each one calls the receiver). */
const TEST_RATE_LIMIT = perPersonRateLimit(20);

/**
 * POST /api/integrations/custom/test_event: a signed sample post to the account's custom webhook,
 * answering what the receiver said. Only who may manage the integrations (the owner; 403 for a
 * team member) sends one; 409 when no webhook is connected.
 */
export function sendWebhookTestEvent(app: TApp, ctx: TContext) {
  app.post(
    '/api/integrations/custom/test_event',
    { schema: { body: ZWebhookTestEventInput, response: { 200: ZWebhookTestEventResult } }, preHandler: requireSession, config: TEST_RATE_LIMIT },
    async (request) => {
      const user = request.sessionUser!;
      const access = await integrationAccess(ctx, user, request.body.uid);
      assertManage(user, access);
      assertAvailable(access, 'custom');
      const row = await findIntegration(ctx.db, access.ownerId, 'custom');
      if (!isConnected(row)) throw conflict('Connect a custom webhook first, then send it a test event.');
      const connection = openConnection(row, ctx.keys.encryptionKey);
      return sendTestEvent(ctx.env, String(connection.details.webhook_url), String(connection.secret.signing_secret));
    },
  );
}
