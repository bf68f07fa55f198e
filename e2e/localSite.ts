import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

/** A page of the local site; `status` other than 200 answers as a broken or removed page would. */
export type TSitePage = { type: string; body: string; status?: number };

/** A small HTML page whose main text Readability finds, with optional links. */
export const htmlPage = (title: string, text: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(' ')}</main></body></html>`;

/**
 * Serves a spec's pages from 127.0.0.1 for the whole file (the app server runs with
 * FETCH_ALLOW_PRIVATE=true for them, see playwright.config.ts). A page given as a function is
 * built on each request, so a test can change what the site answers. Unknown paths answer 404.
 */
export function serveLocalSite(pages: Record<string, TSitePage | (() => TSitePage)>): { origin: () => string } {
  let site: http.Server;
  let origin = '';
  test.beforeAll(async () => {
    site = http.createServer((request, response) => {
      const entry = pages[request.url ?? '/'];
      const found = typeof entry === 'function' ? entry() : entry;
      response.writeHead(found ? (found.status ?? 200) : 404, { 'content-type': found?.type ?? 'text/plain' });
      response.end(found?.body ?? 'not found');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });
  return { origin: () => origin };
}
