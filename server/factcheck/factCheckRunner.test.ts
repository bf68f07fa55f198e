import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectClaims } from '@core/analysis/claims';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import type { TApp, TContext } from '../context';
import { factCheckPages, factChecks } from '../db/schema';
import { fetchPolicyFor } from '../retrieval/fetchPolicy';
import { htmlPage, startLocalSite, type TLocalSite } from '../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { waitingClaim } from './claimPlan';
import { runFactCheck } from './factCheckRunner';

// A check resumed after a restart quotes the page as it fetched it, not as the page reads now.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let site: TLocalSite;
let user: TTestUser;

const NOW_TEXT = 'The Statue of Liberty arrived in New York in July 1886, the page now says.';
const FETCHED_TEXT = 'The Statue of Liberty arrived in New York in June 1885, packed in 214 crates.';

beforeAll(async () => {
  site = await startLocalSite({ '/liberty': { body: htmlPage('Liberty', [NOW_TEXT]) } });
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
  user = await buildUser(app);
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
});
afterAll(async () => {
  await close();
  await site.close();
});

describe('runFactCheck', () => {
  it('quotes a page from the text it stored when it was first fetched, even when the page changed since', async () => {
    const text = 'The Statue of Liberty arrived in New York in 1885.';
    const url = `${site.origin}/liberty`;
    const [check] = await ctx.db
      .insert(factChecks)
      .values({
        userId: user.unique_id,
        status: 'checking',
        text,
        settings: { web: false, urls: [url], assetIds: null, selection: null, language: 'English-US' },
        sourcesKey: 'test',
        modelName: 'azure-gpt',
        engine: 'offline',
        modelLabel: 'offline',
        claims: detectClaims(text).claims.map(waitingClaim),
        claimsTotal: 1,
      })
      .returning();
    const fetchedAt = new Date('2026-11-01T10:00:00Z');
    // Fetched before the restart: its text is stored with the check.
    await ctx.db.insert(factCheckPages).values({ checkId: check!.id, url, title: 'Liberty', text: FETCHED_TEXT, fetchedAt });
    await runFactCheck(
      { db: ctx.db, models: ctx.ai.models, encryptionKey: ctx.keys.encryptionKey, search: null, policy: fetchPolicyFor(ctx.env), logger: app.log, idleTimeoutMs: 1_000, retries: 0 },
      check!.id,
      new AbortController().signal,
    );
    const [done] = await ctx.db.select().from(factChecks).where(eq(factChecks.id, check!.id));
    expect(done!.status).toBe('ready');
    const passage = done!.claims[0]!.passages[0]!;
    expect(passage).toMatchObject({ source: 'url', url, text: FETCHED_TEXT, start: 0, fetched_at: fetchedAt.toISOString() });
    // "1885" and "June 1885" agree: nothing to check.
    expect(done!.claims[0]!.gaps).toEqual([]);
    expect(site.hits.get('/liberty') ?? 0).toBe(0);
  });
});
