import type { TSessionUser } from '../auth/sessionUser';
import type { TBlogRow } from '../db/schema/blogs';
import { notFound } from '../errors';
import { allow, Anyone, entity, User } from './cancan';
import { isTeamMember } from './team';

/** A doc as its rules need it: its author, the team it was made in, whether it is shared. */
export type TBlogSubject = Pick<TBlogRow, 'id' | 'userId' | 'teamId' | 'shared'>;

/** Docs (blogs): anyone else's answers 404, like a missing one, so ids cannot be probed. */
export const Blog = entity<TBlogSubject, 'read' | 'update' | 'delete' | 'share'>('blog', ['read', 'update', 'delete', 'share'], () => notFound('That doc does not exist.'));

/** The public page of a doc (/share/…): shown to anyone while its author shares it. */
export const SharedBlog = entity<TBlogSubject, 'read'>('shared blog', ['read'], () => notFound('That doc is not shared.'));

const isAuthor = (user: TSessionUser, blog: TBlogSubject) => blog.userId === user.id;
/** A doc made in team mode is every member's of that team (spec §6; docs/decisions.md, Docs). */
const isAuthorOrTeamMember = (user: TSessionUser, blog: TBlogSubject) => isAuthor(user, blog) || isTeamMember(user, blog.teamId);

allow(User, ['read', 'update', 'delete'], Blog, isAuthorOrTeamMember);
// Sharing publishes a doc to anyone with the link: only its author decides that.
allow(User, 'share', Blog, isAuthor);
allow(Anyone, 'read', SharedBlog, (_user, blog) => blog.shared);
