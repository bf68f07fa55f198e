import { eq } from 'drizzle-orm';
import type { TSeoBrief } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { users } from '../../db/schema';
import { htmlPage } from '../../retrieval/testing/localSite';
import type { TTestUser } from '../../test/factories';

/** Tests only: a competitor page about garden soil with an H1, H2s and paragraphs. */
export function soilPage(title: string, headings: string[], paragraphs: string[]): string {
  const body = headings.map((heading, index) => `<h2>${heading}</h2><p>${paragraphs[index % paragraphs.length]}</p>`).join('\n');
  return htmlPage(title, [...paragraphs, '']).replace('<p></p>', body);
}

/** Tests only: polls a brief until its build settles (ready or failed), keeping every state seen. */
export async function waitForBrief(app: TApp, user: TTestUser, briefId: string, timeoutMs = 20_000): Promise<{ brief: TSeoBrief; seen: TSeoBrief[] }> {
  const deadline = Date.now() + timeoutMs;
  const seen: TSeoBrief[] = [];
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/optimizer/seo/briefs/${briefId}`, headers: { cookie: user.cookie } });
    if (response.statusCode !== 200) throw new Error(`brief ${briefId}: ${response.statusCode} ${response.body}`);
    const brief = response.json<{ brief: TSeoBrief }>().brief;
    seen.push(brief);
    if (brief.status === 'ready' || brief.status === 'failed') return { brief, seen };
    if (Date.now() > deadline) throw new Error(`brief still ${brief.status}: ${JSON.stringify(brief)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Tests only: sets a user's content_optimization runs (plan runs; no purchased ones). */
export async function setContentRuns(ctx: TContext, user: TTestUser, runs: number): Promise<void> {
  await ctx.db
    .update(users)
    .set({ featureRuns: { autoblog_workflow: 0, content_optimization: runs }, additionalRuns: { autoblog_workflow: 0, content_optimization: 0 } })
    .where(eq(users.id, user.unique_id));
}

/** Tests only: a user's content_optimization runs left. */
export async function contentRunsOf(ctx: TContext, user: TTestUser): Promise<number> {
  const [row] = await ctx.db.select({ runs: users.featureRuns }).from(users).where(eq(users.id, user.unique_id));
  return row!.runs.content_optimization;
}
