import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TLocalPage = { status?: number; type?: string; body?: string | Buffer; headers?: Record<string, string> };
export type TLocalSite = {
  /** http://127.0.0.1:<port> (no trailing slash). */
  origin: string;
  port: number;
  /** Requests served, by path (with query). */
  hits: Map<string, number>;
  close: () => Promise<void>;
};

/**
 * Tests only: a real HTTP server on 127.0.0.1 (port 0) serving fixed pages by path; unknown
 * paths answer 404. A page may be a function of the request for redirects and slow answers.
 */
export async function startLocalSite(pages: Record<string, TLocalPage | ((request: http.IncomingMessage, response: http.ServerResponse) => void)>): Promise<TLocalSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const page = pages[path];
    if (typeof page === 'function') return page(request, response);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('not found');
    }
    response.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers });
    response.end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small HTML page with a title, a heading, paragraphs and links. */
export function htmlPage(title: string, paragraphs: string[], links: string[] = []): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<nav><a href="/">Home</a></nav>
<main><article><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('\n')}
${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</article></main>
<footer>Footer text that is not content.</footer></body></html>`;
}
