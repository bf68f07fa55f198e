import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp, TContext } from '../context';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { createAsset } from './assetStore';
import { crawlDomain } from './crawlDomain';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema/projects';
import { crawlSettingsFor } from './fetchPolicy';
import { FetchError } from './safeFetch';
import { htmlPage, startLocalSite, type TLocalSite } from './testing/localSite';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let site: TLocalSite;
let robotsStatus = 503;
const pagesRequested: string[] = [];

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
  site = await startLocalSite({
    '/robots.txt': (_request, response) => {
      response.writeHead(robotsStatus, { 'content-type': 'text/plain' });
      response.end(robotsStatus === 200 ? 'User-agent: *\nAllow: /\n' : 'down');
    },
    '/': (request, response) => {
      pagesRequested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(htmlPage('Home', ['Kelp forests shelter sea otters along the coast.']));
    },
  });
});
afterAll(async () => {
  await close();
  await site.close();
});

async function crawl() {
  const user = await buildUser(app);
  const [project] = user.projects;
  const [row] = await ctx.db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, project!._id));
  const asset = await createAsset(ctx.db, { projectId: project!._id, userId: row!.ownerId, kind: 'domain', title: site.origin, url: `${site.origin}/` });
  return crawlDomain(ctx.db, crawlSettingsFor(ctx.env), asset, new AbortController().signal);
}

describe('a crawl whose robots.txt cannot be read', () => {
  it('crawls nothing while robots.txt answers 5xx (RFC 9309), with a reason the job retries on', async () => {
    robotsStatus = 503;
    const error = await crawl().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'http_status', status: 503, message: "The site's robots.txt answered with status 503, so nothing was crawled. Try again later." });
    expect(pagesRequested).toEqual([]);
  });

  it('crawls when robots.txt is missing (404: no rules)', async () => {
    robotsStatus = 404;
    const finished = await crawl();
    expect(finished).toMatchObject({ status: 'ready', pagesIndexed: 1 });
    expect(pagesRequested.length).toBeGreaterThan(0);
  });
});
