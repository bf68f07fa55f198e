import { and, count, eq, inArray } from 'drizzle-orm';
import { SCORING_VERSION } from '@core/analysis/seo/scoreVersion';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '@core/constants';
import { ERRORS } from '@core/errors';
import type { TCreateBriefInput } from '@core/api/seo';
import type { TContext } from '../context';
import type { TBlogRow } from '../db/schema/blogs';
import { seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';
import { conflict, HttpError } from '../errors';
import { enqueueSeoBrief } from '../queues/seoBriefJobs';
import { loadCreditPool } from '../queries/creditBalance';
import { featureRunsLeft } from '../queries/featureRunsLeft';

/** Briefs one person may have waiting or building at once (each reads up to 20 pages). */
export const MAX_ACTIVE_BRIEFS = 3;

/**
 * The checks before a content_optimization run is spent: an expired plan answers 430 and no runs
 * left 429 now, not after the pages were read (the run itself is used when the brief is ready).
 */
export async function assertBriefRunAvailable(ctx: Pick<TContext, 'db'>, target: { userId: string; teamId: string | null }): Promise<void> {
  await loadCreditPool(ctx.db, target);
  if ((await featureRunsLeft(ctx.db, target, 'content_optimization')) < 1) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
}

/**
 * Queues a brief for a keyword (for a doc, or on the optimizer page with its active project): the
 * runs checked first, at most MAX_ACTIVE_BRIEFS building per person, the doc's language and
 * country when the request names none. The caller has authorized the doc or project.
 */
export async function requestSeoBrief(
  ctx: Pick<TContext, 'db' | 'jobs'>,
  input: { userId: string; teamId: string | null; blog: TBlogRow | null; projectId: string | null; body: TCreateBriefInput },
): Promise<TSeoBriefRow> {
  const { userId, teamId, blog, body } = input;
  await assertBriefRunAvailable(ctx, { userId, teamId });
  const [active] = await ctx.db
    .select({ value: count() })
    .from(seoBriefs)
    .where(and(eq(seoBriefs.userId, userId), inArray(seoBriefs.status, ['queued', 'building'])));
  if ((active?.value ?? 0) >= MAX_ACTIVE_BRIEFS) throw conflict(`You have ${MAX_ACTIVE_BRIEFS} briefs being built. Wait for one to finish before asking for another.`);
  const [brief] = await ctx.db
    .insert(seoBriefs)
    .values({
      userId,
      teamId,
      projectId: blog?.projectId ?? input.projectId,
      blogId: blog?.id ?? null,
      keyword: body.keyword,
      secondaryKeywords: [...new Set(body.secondary_keywords)],
      language: body.language || blog?.metaData.language || DEFAULT_LANGUAGE,
      country: body.country || blog?.metaData.country || DEFAULT_COUNTRY,
      urls: [...new Set(body.urls)],
      scoringVersion: SCORING_VERSION,
    })
    .returning();
  await enqueueSeoBrief(ctx.jobs, brief!.id);
  return brief!;
}
