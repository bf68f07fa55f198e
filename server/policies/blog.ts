import { and, eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { teamMembers } from '../db/schema';
import type { TBlogRow } from '../db/schema/blogs';
import { notFound } from '../errors';

/** Whether the user belongs to the team (its admin is a member too). */
async function isTeamMember(db: Db, userId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A doc is its author's, and, when it was made in team mode, every member's of that team: team
 * members share projects and docs (spec §6; docs/decisions.md, Docs). Anyone else's doc answers
 * 404, like a missing one, so ids cannot be probed.
 */
export async function authorizeBlog(db: Db, user: TSessionUser, blog: TBlogRow | undefined): Promise<TBlogRow> {
  if (blog && blog.userId === user.id) return blog;
  if (blog && blog.teamId && (await isTeamMember(db, user.id, blog.teamId))) return blog;
  throw notFound('That doc does not exist.');
}

/** Sharing publishes a doc to anyone with the link: only its author decides that. */
export function authorizeBlogOwner(user: TSessionUser, blog: TBlogRow): TBlogRow {
  if (blog.userId !== user.id) throw notFound('That doc does not exist.');
  return blog;
}

/** The public page shows a doc only while its author shares it. */
export function authorizeSharedBlog(blog: TBlogRow | undefined): TBlogRow {
  if (!blog || !blog.shared) throw notFound('That doc is not shared.');
  return blog;
}
