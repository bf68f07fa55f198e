import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TWebResult } from '../../search/webSearch';

/** A scripted answer with more than results: related searches/questions, or a delay before answering (a slow provider). */
export type TFakeSearchScript = { results: TWebResult[]; related?: string[]; delayMs?: number };

export type TFakeSearch = {
  url: string;
  /** Every query received, with the provider's path, headers and locale parameters. */
  queries: { path: string; q: string; format: string | null; token: string | undefined; language: string | null; country: string | null }[];
  /** Results to answer for every query from now on; a number answers that HTTP status instead. */
  answer: (results: TWebResult[] | number | TFakeSearchScript) => void;
  /** Results to answer for one exact query (q) from now on, before the answer for every query; null forgets it. */
  answerQuery: (q: string, results: TWebResult[] | number | TFakeSearchScript | null) => void;
  close: () => Promise<void>;
};

/**
 * A local search server for tests: SearXNG's JSON API (GET /search?q&format=json → results with
 * title, url, content, and suggestions) and Brave's (GET /res/v1/web/search?q → web.results with description, and faq).
 * Run as a process (run.ts --search-port), it takes its results from POST /_fake/answer (?q=… for one query).
 */
export async function startFakeSearch(options: { port?: number } = {}): Promise<TFakeSearch> {
  const queries: TFakeSearch['queries'] = [];
  let scripted: TWebResult[] | number | TFakeSearchScript = [];
  const byQuery = new Map<string, TWebResult[] | number | TFakeSearchScript>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // Test hooks for a fake run as its own process (e2e): POST results to answer, GET the queries seen.
    if (url.pathname === '/_fake/answer' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const answer = JSON.parse(raw) as TWebResult[] | number | TFakeSearchScript;
        // ?q= scripts one query only (as answerQuery does).
        const q = url.searchParams.get('q');
        if (q === null) scripted = answer;
        else byQuery.set(q, answer);
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/_fake/queries') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(queries));
      return;
    }
    const token = req.headers['x-subscription-token'] as string | undefined;
    const params = url.searchParams;
    queries.push({ path: url.pathname, q: params.get('q') ?? '', format: params.get('format'), token, language: params.get('language') ?? params.get('search_lang'), country: params.get('country') });
    const current = byQuery.get(params.get('q') ?? '') ?? scripted;
    if (typeof current === 'number') {
      res.writeHead(current, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'scripted failure' }));
      return;
    }
    const script = Array.isArray(current) ? { results: current } : current;
    const { results, related = [] } = script;
    let body: unknown = null;
    if (url.pathname === '/search' && url.searchParams.get('format') === 'json') {
      body = { query: url.searchParams.get('q'), results: results.map((r) => ({ title: r.title, url: r.url, content: r.snippet, engine: 'fake' })), suggestions: related };
    } else if (url.pathname === '/res/v1/web/search') {
      body = {
        type: 'search',
        web: { results: results.map((r) => ({ title: r.title, url: r.url, description: r.snippet })) },
        ...(related.length ? { faq: { results: related.map((question) => ({ question, answer: '', title: '', url: '' })) } } : {}),
      };
    }
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      res.end(body ? JSON.stringify(body) : '{}');
    };
    if (script.delayMs) setTimeout(send, script.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    answer: (results) => {
      scripted = results;
    },
    answerQuery: (q, results) => {
      if (results === null) byQuery.delete(q);
      else byQuery.set(q, results);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
