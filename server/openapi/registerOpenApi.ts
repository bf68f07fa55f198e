import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@core/constants';
import type { TApp } from '../context';
import { API_DOCS_PREFIX, OPENAPI_JSON_PATH } from './documentationRoutes';
import { openApiTransform } from './openApiTransform';
import { securitySchemes } from './operationSecurity';

const DESCRIPTION = [
  'The calls the Longform web app makes, for scripts too.',
  'Authenticate with a personal API token: create one on your account’s API page (/account/api) and send',
  '`Authorization: Bearer lf_…`. It acts as you, under the same rules and rate limits as your browser.',
  'Errors answer `{ error, message, field? }`; `message` is written for people.',
].join(' ');

/**
 * The OpenAPI 3.1 document of every API route, generated from the zod schemas they validate with, at
 * /api/openapi.json, and its reference page at /api/docs (swagger-ui, served from here: it runs under
 * the app's CSP). Register before the routes: @fastify/swagger collects them as they are added. The
 * document is built on its first request and then kept, so boot pays nothing for it.
 */
export async function registerOpenApi(app: TApp, options: { appUrl: string; sessionCookieName: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Longform API', version: APP_VERSION, description: DESCRIPTION },
      servers: [{ url: options.appUrl }],
      components: { securitySchemes: securitySchemes(options.sessionCookieName) as never },
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No call to swagger.io's outside validator; the page reads the document from this server.
    uiConfig: { validatorUrl: null, deepLinking: true, operationsSorter: 'alpha', tagsSorter: 'alpha' },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
