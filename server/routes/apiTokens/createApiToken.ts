import { ZApiTokenCreatedResponse, ZApiTokenCreateInput } from '@core/api/apiTokens';
import { apiTokenCreationRefusal } from '../../apiTokens/apiTokenCreation';
import { createApiToken } from '../../apiTokens/apiTokenCreator';
import { presentApiToken } from '../../apiTokens/apiTokenPresenter';
import type { TApp, TContext } from '../../context';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { OPENAPI_SESSION_COOKIE_ONLY } from '../../openapi/operationSecurity';

/**
 * POST /api/create/api/token { name }: a new token, whose secret this answer carries once. Only
 * through the browser's session (a token cannot make tokens), and at most API_TOKEN_LIMITS.activePerUser.
 */
export function createApiTokenRoute(app: TApp, ctx: TContext) {
  app.post(
    '/api/create/api/token',
    {
      schema: { body: ZApiTokenCreateInput, response: { 201: ZApiTokenCreatedResponse }, security: OPENAPI_SESSION_COOKIE_ONLY },
      preHandler: requireSession,
      config: perPersonRateLimit(10),
    },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      // A token's request is refused here; the count is checked under the creator's lock.
      const refusal = apiTokenCreationRefusal({ viaApiToken: request.apiTokenId !== null, activeTokens: 0 });
      if (refusal) throw refusal;
      const { row, secret } = await createApiToken(ctx.db, user.id, request.body.name);
      return reply.code(201).send({ token: presentApiToken(row, user), secret });
    },
  );
}
