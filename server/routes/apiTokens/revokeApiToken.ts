import { ZApiTokenResponse, ZApiTokenRevokeInput } from '@core/api/apiTokens';
import { loadApiToken } from '../../apiTokens/apiTokenLoader';
import { presentApiToken } from '../../apiTokens/apiTokenPresenter';
import { revokeApiToken } from '../../apiTokens/apiTokenRevoker';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';

/** POST /api/revoke/api/token { token_id }: the owner stops one of their tokens working (a script may revoke its own). */
export function revokeApiTokenRoute(app: TApp, ctx: TContext) {
  app.post(
    '/api/revoke/api/token',
    { schema: { body: ZApiTokenRevokeInput, response: { 200: ZApiTokenResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const token = await loadApiToken(ctx.db, request.body.token_id);
      authorize(user, 'revoke', token);
      return { token: presentApiToken(await revokeApiToken(ctx.db, token.id), user) };
    },
  );
}
