import type { TApp, TContext } from '../../context';
import { createCheckout } from './createCheckout';
import { createPortal } from './createPortal';
import { receiveWebhook } from './receiveWebhook';

export function registerBillingRoutes(app: TApp, ctx: TContext) {
  createCheckout(app, ctx);
  createPortal(app, ctx);
  receiveWebhook(app, ctx);
}
