import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import { BLOG_TITLE_DEFAULT } from '@core/api/blogs';
import { readDocMeta } from '@core/editor/docMeta';
import { nodeText, yDocToNode } from '@core/editor/yjsHtml';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';

/** A doc open for co-editing with no text and no title typed yet (its row lags by the store's debounce). */
function untouched(doc: Y.Doc): boolean {
  const title = readDocMeta(doc).title?.trim() ?? '';
  return (title === '' || title === BLOG_TITLE_DEFAULT) && !nodeText(yDocToNode(doc)).trim();
}

/**
 * The person's newest untouched doc in this project and scope (personal or the team's): untitled,
 * unshared, no more than empty paragraphs, and, when it is open for co-editing, nothing typed into
 * it yet. Opening the editor without a doc reopens it, so repeated visits do not pile up
 * "Untitled doc"s (docs/decisions.md, issue 16).
 */
export async function findNewestBlankBlog(
  db: Db,
  scope: { userId: string; projectId: string; teamId: string | null },
  /** Runs `work` with the doc's open shared document, if any (TCollaboration.withLiveDocument). */
  withLiveDoc: <T>(blogId: string, work: (live: Y.Doc | undefined) => T | Promise<T>) => Promise<T>,
): Promise<TBlogRow | undefined> {
  const [row] = await db
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
  if (!row) return undefined;
  return (await withLiveDoc(row.id, (live) => !live || untouched(live))) ? row : undefined;
}
