import type { Stripe } from 'stripe';
import { ZWebhookResponse, type TWebhookResponse } from '@core/api/billing';
import type { TApp, TContext } from '../../context';
import { billingError } from '../../billing/billingError';
import { applyWebhookEvent } from '../../billing/webhookEventApplier';

/**
 * POST /api/billing/webhook: Stripe's events. The signature covers the exact bytes Stripe sent, so
 * this route lives in a scope whose only body parser keeps the raw body (as mountAuth does for
 * better-auth). A bad signature is a 400; a verified event is applied once and acknowledged.
 */
export function receiveWebhook(app: TApp, ctx: TContext) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    scope.post('/api/billing/webhook', { schema: { response: { 200: ZWebhookResponse } } }, async (request): Promise<TWebhookResponse> => {
      const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
      if (!ctx.stripe || !secret) throw billingError('billing_not_configured');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw billingError('webhook_signature_invalid');
      let event: Stripe.Event;
      try {
        event = ctx.stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw billingError('webhook_signature_invalid');
      }
      const applied = await applyWebhookEvent(ctx.db, request.log, event);
      return { received: true, ...applied };
    });
  });
}
