import { eq, sql } from 'drizzle-orm';
import { readPages } from '@core/analysis/seo/briefBuilder';
import { SCORING_VERSION } from '@core/analysis/seo/scoreVersion';
import type { TBriefPage } from '@core/api/seo';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { seoBriefPages, seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';
import { badRequest, conflict } from '../errors';
import { snapshotOf } from './briefFinisher';
import { pageTextsOf } from './briefStore';

/** Marks the excluded pages; a page excluded before and not now is read again from its stored text. */
function pagesWithout(pages: readonly TBriefPage[], excluded: ReadonlySet<string>, texts: ReadonlyMap<string, string>): TBriefPage[] {
  return pages.map((page) => {
    const readable = page.status === 'read' || (page.status === 'excluded' && texts.has(page.url));
    if (!readable) return page;
    return { ...page, status: excluded.has(page.url) ? 'excluded' : 'read' };
  });
}

/**
 * A new brief from a ready one without the excluded pages: built from the page texts the first
 * build kept (nothing is fetched again), stored ready with its own copy of those texts in the
 * transaction that uses one content_optimization run, scored with today's rules (SCORING_VERSION).
 * The old brief stays as it was.
 */
export async function rebuildSeoBrief(db: Db, source: TSeoBriefRow, input: { userId: string; teamId: string | null; excludedUrls: string[] }): Promise<TSeoBriefRow> {
  if (source.status !== 'ready') throw conflict('This brief is not ready yet: rebuild it once it has been built.');
  const known = new Set(source.pages.map((page) => page.url));
  const unknown = input.excludedUrls.find((url) => !known.has(url));
  if (unknown) throw badRequest(`That page is not in this brief: ${unknown.slice(0, 200)}`, 'excluded_urls');
  const texts = await pageTextsOf(db, source.id);
  const pages = pagesWithout(source.pages, new Set(input.excludedUrls), texts);
  if (!readPages({ pages, texts }).length) throw badRequest('Keep at least one page that was read: a brief needs a competitor to learn from.', 'excluded_urls');
  const snapshot = snapshotOf(source, { pages, texts, related: source.relatedQuestions, notices: source.notices });
  return db.transaction(async (tx) => {
    const [brief] = await tx
      .insert(seoBriefs)
      .values({
        userId: input.userId,
        teamId: input.teamId,
        projectId: source.projectId,
        blogId: source.blogId,
        keyword: source.keyword,
        secondaryKeywords: source.secondaryKeywords,
        language: source.language,
        country: source.country,
        urls: source.urls,
        status: 'ready',
        pages: snapshot.pages,
        pagesDone: source.pagesDone,
        pagesTotal: source.pagesTotal,
        relatedQuestions: source.relatedQuestions,
        notices: source.notices,
        snapshot,
        scoringVersion: SCORING_VERSION,
        rebuiltFrom: source.id,
      })
      .returning();
    await tx.execute(sql`
      insert into ${seoBriefPages} (brief_id, url, text)
      select ${brief!.id}::uuid, url, text from ${seoBriefPages} where ${eq(seoBriefPages.briefId, source.id)}`);
    await useFeatureRun(tx, { userId: input.userId, teamId: input.teamId, feature: 'content_optimization' });
    return brief!;
  });
}
