import type { Db } from '../db/database';
import type { TBlogRow } from '../db/schema/blogs';
import type { TSubject } from '../policies/cancan';
import { Blog } from '../policies/blog';
import { findBlog } from './blogFinder';

/** The doc with this id, marked for the blog rules (author, team); a missing one answers 404 as a refused one does. */
export async function loadBlog(db: Db, blogId: string): Promise<TSubject<TBlogRow, 'read' | 'update' | 'delete' | 'share'>> {
  const blog = await findBlog(db, blogId);
  if (!blog) throw Blog.refuse('read');
  return Blog.of(blog);
}
