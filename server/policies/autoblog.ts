import type { TSessionUser } from '../auth/sessionUser';
import type { TAutoblogRunRow } from '../db/schema/autoblog';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { isTeamMember } from './team';

/** A run as its rules need it: who started it and the pool (team) it was started from. */
export type TAutoblogRunSubject = Pick<TAutoblogRunRow, 'id' | 'userId' | 'teamId'>;

/** AutoBlog runs (and their articles): anyone else's answers 404, like a missing one, so ids cannot be probed. */
export const AutoblogRun = entity<TAutoblogRunSubject, 'read' | 'update'>('AutoBlog run', ['read', 'update'], () => notFound('That AutoBlog run does not exist.'));

const isOwner = (user: TSessionUser, run: TAutoblogRunSubject) => run.userId === user.id;

/** A run started in team mode is every member's to watch (its docs are the team's); only its owner cancels, resumes or retries it. */
allow(User, ['read'], AutoblogRun, (user, run) => isOwner(user, run) || isTeamMember(user, run.teamId));
allow(User, ['update'], AutoblogRun, isOwner);
