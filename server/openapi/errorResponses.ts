import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ERRORS, type TErrorId } from '@core/errors';
import { requiresSession } from './operationSecurity';

/** The body of every error answer (core/errors.ts TErrorBody), a component of the document. */
export const ZApiError = z
  .object({
    error: z.enum(Object.keys(ERRORS) as [TErrorId, ...TErrorId[]]).describe('Stable id of the error (core/errors.ts).'),
    message: z.string().describe('What went wrong, for people: show it as it is.'),
    field: z.string().optional().describe('The request field at fault (dotted path), when one is.'),
  })
  .meta({ id: 'Error' });

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One error response of the document, in the content form fastify-type-provider-zod turns into JSON Schema. */
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ZApiError } } });

type TRouteShape = Pick<RouteOptions, 'method' | 'preHandler' | 'config'> & { schema?: Record<string, unknown> };

/**
 * The errors a call can answer, read from how it is registered (one place, so each operation lists
 * them): 400 for any input (schema validation, or a body that is not JSON); 401 and 403 for calls that
 * need a session; 403 for writes (another site's page) too; 404 where the input names something;
 * 413 for bodies; 429 where the route has a rate limit; 500 always. A route's own declared answers win.
 */
export function standardErrorResponses(route: TRouteShape): Record<string, ReturnType<typeof errorResponse>> {
  const methods = [route.method].flat();
  const writes = methods.some((method) => WRITES.has(method));
  const hasInput = Boolean(route.schema?.body || route.schema?.querystring || route.schema?.params);
  const session = requiresSession(route);
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return {
    400: errorResponse('The request is not valid: `message` says what to fix and `field` names the first field at fault (or the body is not JSON).'),
    ...(session ? { 401: errorResponse('No session and no API token, or the API token is not valid (wrong prefix, unknown, revoked, or its account is gone).') } : {}),
    ...(session || writes
      ? { 403: errorResponse('Not allowed: another person’s unique_id or team, an action the plan or role does not allow, or a write sent from another site’s page.') }
      : {}),
    ...(hasInput ? { 404: errorResponse('Not found, or not yours: someone else’s ids answer 404 like missing ones.') } : {}),
    ...(writes ? { 413: errorResponse(ERRORS.payload_too_large.message) } : {}),
    ...(rateLimited ? { 429: errorResponse('Too many requests: this call’s rate limit (counted per person — browser and API tokens together — or per address).') } : {}),
    500: errorResponse(`An unexpected error (reported to the installation’s administrator). The message reads: “${ERRORS.internal.message}”`),
  };
}
