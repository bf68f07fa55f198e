import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { TContext } from '../../context';
import type { TErrorBody } from '@core/errors';
import { refuseWeakResetPassword } from '../../auth/resetPasswordRules';
import { guardSignIn, signInThrottleOf } from '../../auth/signInGuard';

/**
 * better-auth at its standard paths (/api/auth/*). It reads the raw body itself, so this scope has
 * no content-type parsers of Fastify's. Accounts are created through POST /api/add/user, which also
 * makes the first project, so the bare sign-up endpoint is closed. Email sign-in also passes the
 * per-account backoff (signInGuard.ts).
 */
export async function mountAuth(app: FastifyInstance, ctx: TContext) {
  const throttle = signInThrottleOf(ctx.env);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        if (request.url.startsWith('/api/auth/sign-up/')) {
          const body: TErrorBody = { error: 'not_found', message: 'Create an account with POST /api/add/user.' };
          return reply.status(404).send(body);
        }
        const weakPassword = refuseWeakResetPassword(request);
        if (weakPassword) return reply.status(400).send(weakPassword);
        const guard = await guardSignIn(ctx.db, throttle, request, reply);
        if (guard && 'refused' in guard) return reply.send(guard.refused);
        const headers = fromNodeHeaders({ ...request.headers, [CLIENT_IP_HEADER]: request.ip });
        const hasBody = request.method !== 'GET' && Buffer.isBuffer(request.body);
        const response = await ctx.auth.handler(
          new Request(new URL(request.url, ctx.env.APP_URL), {
            method: request.method,
            headers,
            body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
          }),
        );
        await guard?.settle(response.status);
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}
