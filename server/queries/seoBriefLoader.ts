import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { seoBriefs, type TSeoBriefRow } from '../db/schema/seoBriefs';
import type { TSubject } from '../policies/cancan';
import { SeoBrief } from '../policies/seoBrief';
import { isUuid } from '../retrieval/assetStore';

export type TLoadedSeoBrief = TSubject<TSeoBriefRow & { blogTeamId: string | null }, 'read' | 'rebuild'>;

/** The brief with this id and its doc's team (one query), marked for the brief rules; a missing one answers 404 as a refused one does. */
export async function loadSeoBrief(db: Db, briefId: string): Promise<TLoadedSeoBrief> {
  const [row] = isUuid(briefId)
    ? await db.select({ brief: seoBriefs, blogTeamId: blogs.teamId }).from(seoBriefs).leftJoin(blogs, eq(blogs.id, seoBriefs.blogId)).where(eq(seoBriefs.id, briefId)).limit(1)
    : [];
  if (!row) throw SeoBrief.refuse('read');
  return SeoBrief.of({ ...row.brief, blogTeamId: row.blogTeamId });
}
