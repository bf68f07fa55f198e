import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '@core/errors';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html and version.json never cached,
 * and every non-API path falls back to index.html so deep links work. Unknown /api paths get JSON 404s.
 */
export async function serveSpa(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: root }, 'no built web app found: run `npm run build` (the API still works)');
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: TErrorBody = { error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` };
      return reply.status(404).send(body);
    }
    const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
    if (lastSegment.includes('.')) {
      const body: TErrorBody = { error: 'not_found', message: 'File not found.' };
      return reply.status(404).send(body);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  });
}
