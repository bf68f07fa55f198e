import { ZApiTokenCreatedResponse, ZApiTokenCreateInput } from '@core/api/apiTokens';
import { createApiToken } from '../../apiTokens/apiTokenCreator';
import { presentApiToken } from '../../apiTokens/apiTokenPresenter';
import type { TApp, TContext } from '../../context';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/**
 * POST /api/create/api/token { name }: a new token, whose secret this answer carries once. Only
 * through the browser's session (apiTokens/browserOnlyCalls.ts: a token cannot make tokens), and at
 * most API_TOKEN_LIMITS.activePerUser.
 */
export function createApiTokenRoute(app: TApp, ctx: TContext) {
  app.post(
    '/api/create/api/token',
    {
      schema: { body: ZApiTokenCreateInput, response: { 201: ZApiTokenCreatedResponse } },
      preHandler: requireSession,
      config: perPersonRateLimit(10),
    },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const { row, secret } = await createApiToken(ctx.db, user.id, request.body.name);
      return reply.code(201).send({ token: presentApiToken(row, user), secret });
    },
  );
}
