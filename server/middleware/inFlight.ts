import type { FastifyInstance } from 'fastify';

/**
 * Tracks requests being handled, so shutdown can let them finish before the database closes
 * (Fastify stops accepting connections first, but handlers already running still need it).
 * A set, not a counter: an aborted request may report both its abort and its response.
 */
export function trackInFlight(app: FastifyInstance) {
  const inFlight = new Set<string>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request.id);
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request.id);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request.id);
  });
  return async function drained(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };
}
