import type { TSessionUser } from '../auth/sessionUser';
import type { TFactCheckRow } from '../db/schema/factChecks';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { isTeamMember } from './team';

/** A check as its rules need it: who asked for it, the pool (team) it was asked from, and its doc's team. */
export type TFactCheckSubject = Pick<TFactCheckRow, 'id' | 'userId' | 'teamId' | 'blogId'> & { blogTeamId: string | null };

/** Fact checks: anyone else's answers 404, like a missing one, so ids cannot be probed. */
export const FactCheck = entity<TFactCheckSubject, 'read'>('fact check', ['read'], () => notFound('That check does not exist.'));

/** Like its doc (policies/blog.ts) and like SEO briefs: a team doc's check, or one asked in team mode, is every member's of that team. */
const isOwnerOrTeamMember = (user: TSessionUser, check: TFactCheckSubject) => check.userId === user.id || isTeamMember(user, check.teamId) || isTeamMember(user, check.blogTeamId);

allow(User, ['read'], FactCheck, isOwnerOrTeamMember);
