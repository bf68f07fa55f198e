import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { BLOG_ID_PATTERN } from '../commands/blogFields';

/** The doc with this id, or undefined (a malformed id finds nothing, without a query). */
export async function findBlog(db: Db, blogId: string): Promise<TBlogRow | undefined> {
  if (!BLOG_ID_PATTERN.test(blogId)) return undefined;
  const rows = await db.select().from(blogs).where(eq(blogs.id, blogId)).limit(1);
  return rows[0];
}
