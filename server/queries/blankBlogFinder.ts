import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { BLOG_TITLE_DEFAULT } from '@core/api/blogs';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';

/**
 * The person's newest untouched doc in this project and scope (personal or the team's): untitled,
 * unshared, and no more than empty paragraphs. Opening the editor without a doc reopens it, so
 * repeated visits do not pile up "Untitled doc"s (docs/decisions.md, issue 16).
 */
export async function findNewestBlankBlog(db: Db, scope: { userId: string; projectId: string; teamId: string | null }): Promise<TBlogRow | undefined> {
  const rows = await db
    .select()
    .from(blogs)
    .where(
      and(
        eq(blogs.userId, scope.userId),
        eq(blogs.projectId, scope.projectId),
        scope.teamId ? eq(blogs.teamId, scope.teamId) : isNull(blogs.teamId),
        eq(blogs.title, BLOG_TITLE_DEFAULT),
        eq(blogs.wordCount, 0),
        eq(blogs.shared, false),
        sql`${blogs.copyToSave} ~ '^(<p></p>)*$'`,
      ),
    )
    .orderBy(desc(blogs.createdAt))
    .limit(1);
  return rows[0];
}
