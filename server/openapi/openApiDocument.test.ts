import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { routesMissingFromDocument, toDocumentPath } from './openApiCoverage';
import { registeredRoutesOf } from './registeredRoutes';

type TOperation = { security?: Record<string, string[]>[]; responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>; requestBody?: unknown };
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> } };

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let document: TDocument;
beforeAll(async () => {
  harness = await buildTestApp();
  const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<TDocument>();
}, 60_000);
afterAll(() => harness.close());

const operation = (path: string, method: string) => document.paths[path]?.[method];

describe('the OpenAPI document lists every API route', () => {
  it('has an operation for every method of every route the app registered under /api/', () => {
    const routes = registeredRoutesOf(harness.app);
    // The recorder saw the app's routes (well over a hundred), including ones registered in their own scope (better-auth's).
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ url: '/api/auth/*', methods: ['GET', 'POST'] });
    expect(routesMissingFromDocument(routes, document)).toEqual([]);
  });

  it('the coverage check names a route the document lacks (the test above can fail)', () => {
    const routes = [...registeredRoutesOf(harness.app), { url: '/api/not/documented/:id', methods: ['GET', 'PATCH'] }];
    expect(routesMissingFromDocument(routes, document)).toEqual(['GET /api/not/documented/:id', 'PATCH /api/not/documented/:id']);
    const { '/api/fetch/api/tokens': _dropped, ...paths } = document.paths;
    expect(routesMissingFromDocument(registeredRoutesOf(harness.app), { paths })).toEqual(['GET /api/fetch/api/tokens']);
  });

  it('spells Fastify patterns as OpenAPI paths', () => {
    expect(toDocumentPath('/api/get/saved/user/details/:start/:end')).toBe('/api/get/saved/user/details/{start}/{end}');
    expect(toDocumentPath('/api/auth/*')).toBe('/api/auth/{*}');
  });

  it('leaves out the web app and the reference page itself', () => {
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toBe(false);
  });

  it('is OpenAPI 3.1 whose every $ref names a component it has', () => {
    expect(document.openapi).toBe('3.1.0');
    const refs = new Set([...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
    expect(refs.size).toBeGreaterThan(0);
    expect([...refs].filter((ref) => !(ref in document.components.schemas))).toEqual([]);
  });
});

describe('each operation', () => {
  it('comes from the zod schemas the route validates with (limits included)', () => {
    const create = operation('/api/create/api/token', 'post')!;
    expect(JSON.stringify(create.requestBody)).toContain('"maxLength":60');
    expect(create.responses['201']!.content!['application/json']!.schema).toMatchObject({ required: ['token', 'secret'] });
  });

  it('lists the standard errors with the { error, message } body, and what the route adds', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.responses['400']?.content?.['application/json']?.schema, `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Error' });
        expect(op.responses['500'], `${method} ${path}`).toBeDefined();
        expect(Object.keys(op.responses).some((status) => status.startsWith('2')), `${method} ${path} has a success answer`).toBe(true);
      }
    }
    expect(document.components.schemas.Error).toMatchObject({ required: ['error', 'message'] });
    // A call behind the session: 401 and 403; a write: 413; a rate-limited call: 429; one naming something: 404.
    expect(Object.keys(operation('/api/create/api/token', 'post')!.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '413', '429', '500']));
    // A public read: no 401 (nothing to sign in for) and no 429 (no limit).
    expect(Object.keys(operation('/api/app/config', 'get')!.responses).sort()).toEqual(['200', '400', '500']);
    // A route's own declared answer stays (the health check's 503).
    expect(operation('/api/health', 'get')!.responses['503']!.content!['application/json']!.schema).toMatchObject({ properties: { status: { enum: ['unavailable'] } } });
  });

  it('names its credentials: the cookie or a Bearer token behind the session, only the cookie for the calls tokens may not make, none when public', () => {
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(operation('/api/fetch/api/tokens', 'get')!.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    // The calls a token may not make (apiTokens/browserOnlyCalls.ts) name the cookie only.
    expect(operation('/api/create/api/token', 'post')!.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/api/account', 'delete')!.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/api/add/user', 'post')!.security).toEqual([]);
  });

  it('keeps better-auth as one operation that says what it serves and that tokens are not accepted there', () => {
    const auth = operation('/api/auth/{*}', 'post')!;
    expect(JSON.stringify(auth)).toContain('sign-in/email');
    expect(JSON.stringify(auth)).toContain('not accepted here');
    expect(operation('/api/auth/{*}', 'get')).toBeDefined();
  });
});

describe('the reference page and the document are served', () => {
  it('serves /api/docs (swagger-ui, its files from this server) without a session', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = await harness.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('"validatorUrl":null');
  });

  it('builds the document once: later requests answer the same object quickly', async () => {
    const started = performance.now();
    const again = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.json()).toEqual(document);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(harness.app.swagger()).toBe(harness.app.swagger());
  });
});
