import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';

/** Deletes the doc (its stored Yjs state goes with the row). */
export async function deleteBlog(db: Db, blog: TBlogRow): Promise<void> {
  await db.delete(blogs).where(eq(blogs.id, blog.id));
}
