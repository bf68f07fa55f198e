import type { TSessionUser } from '../auth/sessionUser';
import type { TBrandVoiceRow } from '../db/schema/brandVoices';
import { forbidden, notFound } from '../errors';
import { allow, entity, User, type TEntity } from './cancan';
import { isTeamMember } from './team';

/**
 * A brand voice as its rules need it: its creator, its team (null: personal), and the team mode
 * the request is made in (`viaTeamId`, already checked against the session's memberships).
 */
export type TBrandVoiceSubject = Pick<TBrandVoiceRow, 'id' | 'userId' | 'teamId'> & { viaTeamId: string | null };

/**
 * Brand voices (issue 21): a personal voice is its creator's alone; a team voice is used by every
 * member in that team's mode, and changed or deleted only by its creator or the team admin. A voice
 * the person may not use answers 404 like a missing one; one they use but may not change, 403.
 */
export const BrandVoice: TEntity<TBrandVoiceSubject, 'use' | 'edit' | 'delete'> = entity<TBrandVoiceSubject, 'use' | 'edit' | 'delete'>(
  'brand voice',
  ['use', 'edit', 'delete'],
  (action, voice, user) =>
    action !== 'use' && voice && user && mayUse(user, voice)
      ? forbidden('Only the person who created this brand voice or the team admin can change it.')
      : notFound('That brand voice does not exist.'),
);

const isOwnPersonal = (user: TSessionUser, voice: TBrandVoiceSubject) => voice.teamId === null && voice.userId === user.id;
const isTeamsInItsMode = (user: TSessionUser, voice: TBrandVoiceSubject) =>
  voice.teamId !== null && voice.teamId === voice.viaTeamId && isTeamMember(user, voice.teamId);
const mayUse = (user: TSessionUser, voice: TBrandVoiceSubject) => isOwnPersonal(user, voice) || isTeamsInItsMode(user, voice);
const isTeamAdmin = (user: TSessionUser, teamId: string) => user.teams.some((team) => team.id === teamId && team.adminId === user.id);

allow(User, ['use', 'edit', 'delete'], BrandVoice, isOwnPersonal);
allow(User, 'use', BrandVoice, isTeamsInItsMode);
allow(User, ['edit', 'delete'], BrandVoice, (user: TSessionUser, voice: TBrandVoiceSubject) =>
  isTeamsInItsMode(user, voice) && (voice.userId === user.id || isTeamAdmin(user, voice.teamId!)),
);
