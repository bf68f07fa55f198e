import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { standardErrorResponses } from './errorResponses';
import { operationSecurity } from './operationSecurity';
import { operationTag } from './operationTag';
import { isDocumentationRoute } from './documentationRoutes';
import { BETTER_AUTH_OPERATION, BETTER_AUTH_ROUTE } from './betterAuthOperation';

type TTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TTransformInput = Parameters<TTransform>[0];
type TRouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

const isSuccess = (status: string) => /^2\d\d$|^2XX$/i.test(status);

/**
 * Every route's operation, from the zod schemas it validates with (fastify-type-provider-zod), plus
 * what the route's registration tells: the standard errors, its security, and the web app's and the
 * reference page's own routes hidden (they are not API calls).
 */
export const openApiTransform: TTransform = (input: TTransformInput) => {
  const { url, route } = input;
  if (!url.startsWith('/api/') || isDocumentationRoute(url)) return { schema: { hide: true }, url };
  const declared = (input.schema ?? {}) as TRouteSchema;
  const extra = url === BETTER_AUTH_ROUTE ? BETTER_AUTH_OPERATION : {};
  // The route's own answers win over the standard errors (e.g. its 404 with a body of its own).
  const response = { ...standardErrorResponses({ ...route, schema: declared }), ...declared.response };
  const transformed = jsonSchemaTransform({ ...input, schema: { ...extra, ...declared, response } } as TTransformInput) as { schema: TRouteSchema; url: string };
  const schema = transformed.schema;
  // A call that declares no success body (a stream, a file) still says what success is.
  if (!Object.keys(schema.response ?? {}).some(isSuccess)) {
    schema.response = { 200: { description: 'Success. This call does not declare the shape of its answer (a stream, a file or free-form JSON).' }, ...schema.response };
  }
  schema.security = operationSecurity(route, declared.security);
  schema.tags ??= [operationTag(url)];
  return { schema, url };
};
