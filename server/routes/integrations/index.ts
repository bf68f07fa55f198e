import type { TApp, TContext } from '../../context';
import { connectTargets } from './connectTarget';
import { decideDeliveries } from './decideDelivery';
import { disconnectTargets } from './disconnectTarget';
import { exportPosts } from './exportPost';
import { fetchDetails } from './fetchDetails';
import { fetchLog } from './fetchLog';
import { fetchWebhookUrl } from './fetchWebhookUrl';
import { hubspotRoutes } from './hubspotRoutes';
import { listDeliveries } from './listDeliveries';
import { oauthRoutes } from './oauthRoutes';
import { publishDoc } from './publishDoc';
import { searchConsoleRoutes } from './searchConsoleRoutes';
import { sendWebhookTestEvent } from './sendWebhookTestEvent';
import { setApproval } from './setApproval';
import { webflowRoutes } from './webflowRoutes';

/** The integrations service of spec §7 under /api/integrations (core/api/integrations.ts). */
export function registerIntegrationRoutes(app: TApp, ctx: TContext) {
  fetchDetails(app, ctx);
  connectTargets(app, ctx);
  disconnectTargets(app, ctx);
  publishDoc(app, ctx);
  exportPosts(app, ctx);
  listDeliveries(app, ctx);
  decideDeliveries(app, ctx);
  fetchLog(app, ctx);
  setApproval(app, ctx);
  oauthRoutes(app, ctx);
  hubspotRoutes(app, ctx);
  webflowRoutes(app, ctx);
  fetchWebhookUrl(app, ctx);
  sendWebhookTestEvent(app, ctx);
  searchConsoleRoutes(app, ctx);
}
