import type { TSessionUser } from '../auth/sessionUser';
import type { TSeoBriefRow } from '../db/schema/seoBriefs';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { isTeamMember } from './team';

/** A brief as its rules need it: who asked for it, the team mode it was asked in, and its doc's team. */
export type TSeoBriefSubject = Pick<TSeoBriefRow, 'id' | 'userId' | 'teamId' | 'blogId'> & { blogTeamId: string | null };

/** Semantic SEO briefs: anyone else's answers 404, like a missing one, so ids cannot be probed. */
export const SeoBrief = entity<TSeoBriefSubject, 'read' | 'rebuild'>('seo brief', ['read', 'rebuild'], () => notFound('That brief does not exist.'));

const isOwner = (user: TSessionUser, brief: TSeoBriefSubject) => brief.userId === user.id;
/**
 * Like its doc (policies/blog.ts): a brief of a team doc, or one asked for in team mode, is every
 * member's of that team; an optimizer-page brief in personal mode is its owner's alone.
 */
const isOwnerOrTeamMember = (user: TSessionUser, brief: TSeoBriefSubject) =>
  isOwner(user, brief) || isTeamMember(user, brief.teamId) || isTeamMember(user, brief.blogTeamId);

allow(User, ['read', 'rebuild'], SeoBrief, isOwnerOrTeamMember);
