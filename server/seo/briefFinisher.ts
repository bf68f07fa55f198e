import { and, eq } from 'drizzle-orm';
import { buildBriefSnapshot, readPages } from '@core/analysis/seo/briefBuilder';
import type { TBriefPage, TBriefSnapshot } from '@core/api/seo';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';
import { HttpError } from '../errors';
import { updateSeoBrief } from './briefStore';

/** What the snapshot is built from besides the brief's own fields. */
export type TBriefMaterial = { pages: TBriefPage[]; texts: ReadonlyMap<string, string>; related: string[]; notices: string[] };

/** The snapshot of a brief's material (pure: core/analysis/seo/briefBuilder). */
export function snapshotOf(brief: Pick<TSeoBriefRow, 'keyword' | 'secondaryKeywords' | 'language' | 'country'>, material: TBriefMaterial): TBriefSnapshot {
  return buildBriefSnapshot({
    keyword: brief.keyword,
    secondaryKeywords: brief.secondaryKeywords,
    language: brief.language,
    country: brief.country,
    pages: material.pages,
    texts: material.texts,
    relatedQuestions: material.related,
    notices: material.notices,
  });
}

export const allPagesFailedMessage = (count: number) =>
  count === 0
    ? 'There were no pages to read, so no brief was built (nothing was charged).'
    : `None of the ${count} pages could be read, so no brief was built (nothing was charged). Each page says why.`;

/** Another worker finished this brief first (it is never built or charged twice). */
class AlreadyFinished extends Error {}

/**
 * Finishes a build: a brief from the pages read, stored as ready in the same transaction that uses
 * one content_optimization run of the pool it was asked from; no page read, or no runs (or an
 * expired plan), fails it with the message and charges nothing.
 */
export async function finishBrief(db: Db, brief: TSeoBriefRow, material: TBriefMaterial): Promise<void> {
  if (!readPages(material).length) {
    await updateSeoBrief(db, brief.id, { status: 'failed', pages: material.pages, error: allPagesFailedMessage(material.pages.length) });
    return;
  }
  const snapshot = snapshotOf(brief, material);
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(seoBriefs)
        .set({ status: 'ready', snapshot, pages: snapshot.pages, error: null, updatedAt: new Date() })
        .where(and(eq(seoBriefs.id, brief.id), eq(seoBriefs.status, 'building')))
        .returning({ id: seoBriefs.id });
      if (!claimed) throw new AlreadyFinished();
      await useFeatureRun(tx, { userId: brief.userId, teamId: brief.teamId, feature: 'content_optimization' });
    });
  } catch (error) {
    if (error instanceof AlreadyFinished) return;
    if (error instanceof HttpError && (error.id === 'runs_exhausted' || error.id === 'plan_expired')) {
      await updateSeoBrief(db, brief.id, { status: 'failed', pages: material.pages, error: error.message });
      return;
    }
    throw error;
  }
}
