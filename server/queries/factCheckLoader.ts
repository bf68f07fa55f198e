import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { factChecks, type TFactCheckRow } from '../db/schema/factChecks';
import type { TSubject } from '../policies/cancan';
import { FactCheck } from '../policies/factCheck';
import { isUuid } from '../retrieval/assetStore';

export type TLoadedFactCheck = TSubject<TFactCheckRow & { blogTeamId: string | null }, 'read'>;

/** The check with this id and its doc's team (one query), marked for the check rules; a missing one answers 404 as a refused one does. */
export async function loadFactCheck(db: Db, checkId: string): Promise<TLoadedFactCheck> {
  const [row] = isUuid(checkId)
    ? await db.select({ check: factChecks, blogTeamId: blogs.teamId }).from(factChecks).leftJoin(blogs, eq(blogs.id, factChecks.blogId)).where(eq(factChecks.id, checkId)).limit(1)
    : [];
  if (!row) throw FactCheck.refuse('read');
  return FactCheck.of({ ...row.check, blogTeamId: row.blogTeamId });
}

/** A doc's newest check, marked for the rules; null when the doc has none. */
export async function loadLatestFactCheck(db: Db, blogId: string): Promise<TLoadedFactCheck | null> {
  if (!isUuid(blogId)) return null;
  const [row] = await db
    .select({ check: factChecks, blogTeamId: blogs.teamId })
    .from(factChecks)
    .innerJoin(blogs, eq(blogs.id, factChecks.blogId))
    .where(eq(factChecks.blogId, blogId))
    .orderBy(desc(factChecks.createdAt))
    .limit(1);
  return row ? FactCheck.of({ ...row.check, blogTeamId: row.blogTeamId }) : null;
}
