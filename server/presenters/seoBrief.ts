import type { TSeoBrief } from '@core/api/seo';
import type { TSessionUser } from '../auth/sessionUser';
import type { TSeoBriefRow } from '../db/schema/seoBriefs';
import { abilitiesOf } from '../policies/cancan';
import { SeoBrief } from '../policies/seoBrief';

/** A brief on the wire: its job's state, per-page progress and, once ready, the snapshot (no user ids, no page texts). */
export function presentSeoBrief(brief: TSeoBriefRow & { blogTeamId: string | null }, viewer: TSessionUser): TSeoBrief {
  return {
    id: brief.id,
    blog_id: brief.blogId,
    status: brief.status,
    pages_done: brief.pagesDone,
    pages_total: brief.pagesTotal,
    pages: brief.pages,
    error: brief.error,
    scoring_version: brief.scoringVersion,
    // The snapshot is the finished brief only; progress is `pages`.
    snapshot: brief.status === 'ready' ? brief.snapshot : null,
    created_at: brief.createdAt.toISOString(),
    updated_at: brief.updatedAt.toISOString(),
    policies: abilitiesOf(viewer, SeoBrief.of(brief)),
  };
}
