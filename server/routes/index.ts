import type { TApp, TContext } from '../context';
import { registerAdminRoutes } from './admin';
import { registerAssetRoutes } from './assets';
import { registerBillingRoutes } from './billing';
import { registerBlogRoutes } from './blogs';
import { registerChatRoutes } from './chats';
import { getAppConfig } from './appConfig/getAppConfig';
import { registerCreditRoutes } from './credits';
import { registerErrorLogRoutes } from './errorLogs';
import { registerFairUsageRoutes } from './fairUsage';
import { registerFlagRoutes } from './flags';
import { registerGenerateRoutes } from './generate';
import { registerHealthRoutes } from './health';
import { registerInterlinkingRoutes } from './interlinking';
import { registerPlagiarismRoutes } from './plagiarism';
import { registerProjectRoutes } from './projects';
import { registerPublicRunRoutes } from './publicRuns';
import { registerReviewOfferRoutes } from './reviewOffer';
import { registerSeoRoutes } from './seo';
import { registerShareRoutes } from './share';
import { registerTeamRoutes } from './teams';
import { registerUserKeyRoutes } from './userKeys';
import { registerUserRoutes } from './users';

/** Every API route of the server, by resource (better-auth and the web app are mounted in app.ts). */
export function registerRoutes(app: TApp, ctx: TContext) {
  registerHealthRoutes(app, ctx);
  getAppConfig(app, ctx);
  registerUserRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerCreditRoutes(app, ctx);
  registerFairUsageRoutes(app, ctx);
  registerPublicRunRoutes(app, ctx);
  registerUserKeyRoutes(app, ctx);
  registerFlagRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerReviewOfferRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerBlogRoutes(app, ctx);
  registerShareRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerGenerateRoutes(app, ctx);
  registerPlagiarismRoutes(app, ctx);
  registerInterlinkingRoutes(app, ctx);
  registerSeoRoutes(app, ctx);
}
