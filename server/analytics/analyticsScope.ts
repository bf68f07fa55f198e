import type { TContext } from '../context';
import type { TSessionUser } from '../auth/sessionUser';
import { forbidden } from '../errors';
import { evaluateFlagsOf } from '../policies/pageFlag';
import { sessionTeam, teamModeOf } from '../policies/team';

/** The flag of the analytics page (spec §6's rule by default, an administrator may override it). */
const ANALYTICS_FLAG = 'account-analytics-tab';

/**
 * Whose usage a report may show (docs/decisions.md, "Analytics"): in team mode the team's pool,
 * every member for its admin and only themselves for a member; without team mode the person's own
 * pool. `userId` null means every member of the team.
 */
export type TAnalyticsScope = { kind: 'personal'; userId: string } | { kind: 'team'; teamId: string; userId: string | null };

/**
 * Checks the request's team (403 for a team the person is not in) and the analytics rule of spec
 * §6 in that mode (403 when the page is closed to them), and answers the scope to read.
 */
export async function analyticsScopeFor(ctx: Pick<TContext, 'database' | 'flags'>, user: TSessionUser, teamId: string | undefined): Promise<TAnalyticsScope> {
  const team = teamModeOf(user, teamId);
  const flags = await evaluateFlagsOf(ctx, user.id, [ANALYTICS_FLAG], Boolean(team));
  if (flags[ANALYTICS_FLAG] !== true) throw forbidden('Analytics are not available on your plan.');
  if (!team) return { kind: 'personal', userId: user.id };
  const isAdmin = sessionTeam(user, team).adminId === user.id;
  return { kind: 'team', teamId: team, userId: isAdmin ? null : user.id };
}
