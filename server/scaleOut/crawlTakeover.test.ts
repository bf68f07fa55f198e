import type http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { htmlPage, startLocalSite, type TLocalSite } from '../retrieval/testing/localSite';
import { callThrough, severalInstancesAvailable, signUpThrough, startInstances, type TInstances } from '../test/instances';

/**
 * Issue 23: a server killed mid-job loses nothing. A domain crawl runs on A; A gets SIGKILL (no
 * shutdown hook, the job stays "active"); B notices the missing heartbeat, takes the job over and
 * finishes the crawl from where A stopped. The result is the same as an uninterrupted crawl of an
 * identical site that B crawls meanwhile: same chunks in the same order, none twice.
 */
const PAGES = 20;
const paths = Array.from({ length: PAGES }, (_, index) => `/page-${index}`);

/** Pages after the first HELD wait until the gate opens: A is killed while it waits for one. */
const HELD = 3;
type TGatedSite = TLocalSite & { open: () => void };

/** The test site; with `gated`, pages from HELD on answer only once `open()` is called. */
async function startSite(gated: boolean): Promise<TGatedSite> {
  let opened = !gated;
  const waiting: (() => void)[] = [];
  const page = (index: number) => (_request: http.IncomingMessage, response: http.ServerResponse) => {
    const answer = () => {
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(htmlPage(`Page ${index}`, [`Page ${index} describes lighthouse number ${index} and its keeper.`, `Its lamp was lit ${index} times in the storm of that year.`]));
    };
    if (opened || index < HELD) answer();
    else waiting.push(answer);
  };
  const site = await startLocalSite({
    '/sitemap.xml': { type: 'application/xml', body: `<urlset>${paths.map((path) => `<url><loc>${path}</loc></url>`).join('')}</urlset>` },
    ...Object.fromEntries(paths.map((path, index) => [path, page(index)])),
  });
  return {
    ...site,
    open: () => {
      opened = true;
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1_000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!severalInstancesAvailable)('a crawl whose server is killed', () => {
  let servers: TInstances;
  let site: TGatedSite;
  let twin: TGatedSite;
  beforeAll(async () => {
    [site, twin] = await Promise.all([startSite(true), startSite(false)]);
    // A 10 s heartbeat checked every 2 s: B takes a dead server's job over within about 15 s.
    servers = await startInstances(1, { FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '300', FETCH_TIMEOUT_SECONDS: '120', JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '2' });
  }, 180_000);
  afterAll(async () => {
    await servers?.close();
    await Promise.all([site?.close(), twin?.close()]);
  });

  type TAssetState = { status: string; pages_indexed: number | null; chunk_count: number };
  const assetState = async (id: string) =>
    rowsOf<TAssetState>(await servers.database.db.execute(sql`select status, pages_indexed, chunk_count from assets where id = ${id}`))[0]!;
  /** The asset's chunks as a reader sees them: page path, position and text, in order. */
  const chunksOf = async (id: string) =>
    rowsOf<{ url: string; position: number; text: string }>(await servers.database.db.execute(sql`select url, position, text from asset_chunks where asset_id = ${id} order by position`)).map((chunk) => ({
      path: new URL(chunk.url).pathname,
      position: chunk.position,
      text: chunk.text,
    }));

  it('B finishes the crawl A was killed in, with the chunks of an uninterrupted crawl', async () => {
    const [a] = servers.instances;
    const person = await signUpThrough(a!, 'crawler');
    const [project] = rowsOf<{ id: string }>(await servers.database.db.execute(sql`select id from projects where owner_id = ${person.userId}`));
    const addDomain = async (through: typeof a, origin: string) => {
      const response = await callThrough(through!, person.cookie, 'POST', '/api/add/asset/domain', { project_id: project!.id, domain: origin });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { asset: { id: string } }).asset.id;
    };

    const interrupted = await addDomain(a, site.origin);
    // A stores the first pages, then waits for the next one, which the site holds back.
    await waitFor('the first pages indexed on A', async () => ((await assetState(interrupted)).pages_indexed ?? 0) >= HELD || null, 60_000);
    await waitFor('A asking for a held page', async () => site.hits.has(paths[HELD]!) || null, 60_000);
    // B joins while A crawls; its start-up resume finds the job alive and adds nothing.
    const b = await servers.add('B');
    const reference = await addDomain(b, twin.origin);

    const beforeKill = await assetState(interrupted);
    expect(beforeKill.status).toBe('indexing');
    expect(beforeKill.pages_indexed).toBe(HELD);
    await a!.stop('SIGKILL');
    const readByA = paths.filter((path) => site.hits.has(path));
    site.open();

    const settled = async (id: string) => {
      const state = await assetState(id);
      return state.status === 'ready' || state.status === 'failed' ? state : null;
    };
    // Heartbeat (10 s) + supervision (2 s) + the retry delay, then the rest of the crawl at its pace.
    const [done, uninterrupted] = await Promise.all([waitFor('the crawl finishing on B', () => settled(interrupted), 150_000), waitFor('the reference crawl', () => settled(reference), 150_000)]);
    expect(uninterrupted).toMatchObject({ status: 'ready', pages_indexed: PAGES });
    expect(done).toEqual(uninterrupted);

    const [chunks, expected] = [await chunksOf(interrupted), await chunksOf(reference)];
    expect(chunks).toEqual(expected);
    expect(new Set(chunks.map((chunk) => chunk.text)).size).toBe(chunks.length);
    // B resumed where A stopped: pages A had stored were not read again (at most the one in flight).
    const readTwice = paths.filter((path) => (site.hits.get(path) ?? 0) > 1);
    expect(readTwice).toEqual([paths[HELD]]);
    expect(readByA).toEqual(paths.slice(0, HELD + 1));
  }, 300_000);
});
