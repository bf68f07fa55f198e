import type { TSessionUser } from '../auth/sessionUser';
import type { TPlannerIdeaRow } from '../db/schema/plannerIdeas';
import { forbidden, notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { isTeamMember } from './team';

/** An idea as its rules need it: who planned it, and the team it was planned in (null: a personal plan). */
export type TPlannerIdeaSubject = Pick<TPlannerIdeaRow, 'id' | 'userId' | 'teamId'>;

/** A personal idea is its planner's; an idea planned in team mode is every member's of that team (the team works the plan together). */
const reachesIdea = (user: TSessionUser, idea: TPlannerIdeaSubject) => (idea.teamId ? isTeamMember(user, idea.teamId) : idea.userId === user.id);

/**
 * Content planner ideas: anyone else's answers 404, like a missing one, so ids cannot be probed; a
 * teammate who may see an idea but not delete it is told why (403). 'edit' changes the title,
 * status and date; 'assign' picks who writes it; 'open' starts the workflow or AutoBlog from it;
 * 'delete' removes it (a pillar with its supporting ideas).
 */
export const PlannerIdea = entity<TPlannerIdeaSubject, 'read' | 'edit' | 'assign' | 'open' | 'delete'>(
  'planner idea',
  ['read', 'edit', 'assign', 'open', 'delete'],
  (action, idea, user) =>
    action === 'delete' && idea && user && reachesIdea(user, idea)
      ? forbidden('Only who planned an idea, or the team admin, can delete it.')
      : notFound('That idea does not exist.'),
);
/** Deleting is for who planned it, or the team's admin: a member does not drop a teammate's plan. */
const plannedItOrLeadsTeam = (user: TSessionUser, idea: TPlannerIdeaSubject) =>
  reachesIdea(user, idea) && (idea.userId === user.id || user.teams.some((team) => team.id === idea.teamId && team.adminId === user.id));

allow(User, ['read', 'edit', 'assign', 'open'], PlannerIdea, reachesIdea);
allow(User, 'delete', PlannerIdea, plannedItOrLeadsTeam);
