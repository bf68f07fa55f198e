import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { BLOG_ID_PATTERN } from '../commands/blogFields';

/** LIKE treats % and _ as wildcards; a search for them means the characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of docs in a project, by last update: the team's docs when `teamId` is set, else the
 * user's own personal ones; `search` matches the title or the HTML's text.
 */
export async function listBlogs(
  db: Db,
  filter: { userId: string; teamId: string | null; projectId: string; outputType: string; search?: string; sort: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ rows: TBlogRow[]; total: number }> {
  if (!BLOG_ID_PATTERN.test(filter.projectId)) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [
    eq(blogs.projectId, filter.projectId),
    eq(blogs.outputType, filter.outputType),
    filter.teamId ? eq(blogs.teamId, filter.teamId) : and(eq(blogs.userId, filter.userId), isNull(blogs.teamId)),
  ];
  const search = filter.search?.trim();
  // The HTML's text, not its markup: "strong" or "href" must not match every formatted doc.
  const text = sql`regexp_replace(${blogs.copyToSave}, '<[^>]*>', ' ', 'g')`;
  if (search) conditions.push(or(ilike(blogs.title, likePattern(search)), ilike(text, likePattern(search))));
  const where = and(...conditions);
  const order = filter.sort === 'asc' ? [asc(blogs.updatedAt), asc(blogs.id)] : [desc(blogs.updatedAt), desc(blogs.id)];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(blogs).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total };
}
