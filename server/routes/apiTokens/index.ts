import type { TApp, TContext } from '../../context';
import { createApiTokenRoute } from './createApiToken';
import { listApiTokensRoute } from './listApiTokens';
import { revokeApiTokenRoute } from './revokeApiToken';

/** Personal API tokens (issue 22): list, create (shown once), revoke. */
export function registerApiTokenRoutes(app: TApp, ctx: TContext) {
  listApiTokensRoute(app, ctx);
  createApiTokenRoute(app, ctx);
  revokeApiTokenRoute(app, ctx);
}
