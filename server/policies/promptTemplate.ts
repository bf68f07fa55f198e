import type { TSessionUser } from '../auth/sessionUser';
import type { TPromptTemplateRow } from '../db/schema/promptTemplates';
import { forbidden, notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { isTeamMember } from './team';

/** A prompt template as its rules need it: its owner and the team it is shared to (if any). */
export type TPromptTemplateSubject = Pick<TPromptTemplateRow, 'id' | 'userId' | 'teamId'>;
export type TPromptTemplateAction = 'read' | 'run' | 'edit' | 'delete' | 'share';

const isOwner = (user: TSessionUser, template: TPromptTemplateSubject) => template.userId === user.id;
/** Shared to a team (teamId set): every member of that team may read and run it (issue 21). */
const isOwnerOrTeamMember = (user: TSessionUser, template: TPromptTemplateSubject) => isOwner(user, template) || isTeamMember(user, template.teamId);

/**
 * Prompt templates: anyone else's, and a teammate's that is not shared, answer 404 like a missing
 * one, so ids cannot be probed; a teammate's shared one is read-only (403 to change it).
 */
export const PromptTemplate = entity<TPromptTemplateSubject, TPromptTemplateAction>('prompt template', ['read', 'run', 'edit', 'delete', 'share'], (action, template, user) =>
  action !== 'read' && action !== 'run' && template && user && isOwnerOrTeamMember(user, template)
    ? forbidden('Only the owner of this template can change, share or delete it.')
    : notFound('That template does not exist.'),
);

allow(User, ['read', 'run'], PromptTemplate, isOwnerOrTeamMember);
// A shared template stays its owner's: only they change, share, unshare or delete it.
allow(User, ['edit', 'delete', 'share'], PromptTemplate, isOwner);
