import type { TRegisteredRoute } from './registeredRoutes';
import { isDocumentationRoute } from './documentationRoutes';

type TDocument = { paths?: Record<string, Record<string, unknown>> };

/** A Fastify URL pattern as the document spells it: `:id` → `{id}`, `*` → `{*}` (as @fastify/swagger does). */
export function toDocumentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');
}

/**
 * Every API call the app registered (under /api/, except the documentation's own routes) that the
 * document does not list with that method, as "METHOD /path". Empty when the document is complete.
 */
export function routesMissingFromDocument(routes: readonly TRegisteredRoute[], document: TDocument): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || isDocumentationRoute(route.url)) continue;
    const operations = document.paths?.[toDocumentPath(route.url)] ?? {};
    for (const method of route.methods) {
      if (!(method.toLowerCase() in operations)) missing.push(`${method} ${route.url}`);
    }
  }
  return missing;
}
