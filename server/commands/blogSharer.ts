import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';

/** Shares or unshares the doc at /share-blog/{id}. */
export async function setBlogShared(db: Db, blog: TBlogRow, shared: boolean): Promise<TBlogRow> {
  // Sharing is not an edit: the doc keeps its place in the list.
  const [updated] = await db.update(blogs).set({ shared }).where(eq(blogs.id, blog.id)).returning();
  return updated!;
}
