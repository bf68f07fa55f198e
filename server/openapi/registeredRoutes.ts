import type { FastifyInstance } from 'fastify';

/** A route as Fastify registered it: its URL pattern and methods (HEAD left out: Fastify adds it to every GET). */
export type TRegisteredRoute = { url: string; methods: string[] };

const recorded = new WeakMap<FastifyInstance, TRegisteredRoute[]>();

/**
 * Records every route the app registers, in every scope, independently of @fastify/swagger (its
 * hook sees only routes added after it): the coverage test compares these with the document. Call
 * it first thing on the root instance, before any plugin or route.
 */
export function recordRegisteredRoutes(app: FastifyInstance): void {
  const routes: TRegisteredRoute[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length) routes.push({ url: route.url, methods });
  });
}

/** What recordRegisteredRoutes saw on this app (empty when it was not called). */
export function registeredRoutesOf(app: FastifyInstance): readonly TRegisteredRoute[] {
  return recorded.get(app) ?? [];
}
