import { API_TOKEN_LIMITS, ZApiTokenListResponse } from '@core/api/apiTokens';
import { apiTokenCreationRefusal } from '../../apiTokens/apiTokenCreation';
import { listApiTokens } from '../../apiTokens/apiTokenList';
import { presentApiToken } from '../../apiTokens/apiTokenPresenter';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/** GET /api/fetch/api/tokens: the person's tokens (working ones first), and whether this request may make one. */
export function listApiTokensRoute(app: TApp, ctx: TContext) {
  app.get('/api/fetch/api/tokens', { schema: { response: { 200: ZApiTokenListResponse } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    const rows = await listApiTokens(ctx.db, user.id);
    const activeTokens = rows.filter((row) => row.revokedAt === null).length;
    const refusal = apiTokenCreationRefusal({ viaApiToken: request.apiTokenId !== null, activeTokens });
    return {
      tokens: rows.map((row) => presentApiToken(row, user)),
      can_create: refusal === null,
      create_refusal: refusal?.message ?? null,
      max_active: API_TOKEN_LIMITS.activePerUser,
    };
  });
}
