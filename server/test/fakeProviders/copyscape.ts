import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as Copyscape's API receives it: the form fields. */
export type TCopyscapeRequest = Record<string, string>;

export type TFakeCopyscape = {
  /** The API address (…/api/), as COPYSCAPE_URL takes it. */
  url: string;
  requests: TCopyscapeRequest[];
  /** The JSON body to answer from now on (a result, or `{ error }`); a number answers that HTTP status. */
  answer: (body: object | number) => void;
  close: () => Promise<void>;
};

/**
 * A local Copyscape Premium API for tests: POST /api/ with the form fields u, k, o, e, t, c, x, f
 * answers JSON (f=json) as Copyscape does: `{ querywords, count, allpercentmatched, allwordsmatched,
 * allviewurl, result: [...] }`, or `{ error }` for bad credentials, a missing operation or text.
 */
export async function startFakeCopyscape(credentials: { username: string; apiKey: string }): Promise<TFakeCopyscape> {
  const requests: TCopyscapeRequest[] = [];
  let scripted: object | number | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(raw));
      requests.push(fields);
      const send = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || !req.url?.startsWith('/api/')) return send(404, { error: 'Not found' });
      if (typeof scripted === 'number') return send(scripted, { error: 'scripted failure' });
      if (fields.u !== credentials.username || fields.k !== credentials.apiKey) return send(200, { error: 'Username or API key not valid' });
      if (fields.o !== 'csearch') return send(200, { error: 'Operation not recognized' });
      if (!fields.t || fields.e !== 'UTF-8') return send(200, { error: 'No text provided or encoding missing' });
      const querywords = fields.t.split(/\s+/).filter(Boolean).length;
      send(200, scripted ?? { querywords, cost: fields.x === '1' ? 0 : 0.03, count: 0, result: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    answer: (body) => {
      scripted = body;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
