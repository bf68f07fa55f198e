import type { TContext } from '../../context';
import type { TSessionUser } from '../../auth/sessionUser';
import { requirePageFlag } from '../../policies/pageFlag';
import { authorizeTeam } from '../../policies/team';

/**
 * Every docs call: a team_id the user is not a member of answers 403, then the `docs` flag must be
 * on (in team mode the team's plan decides, as on the page). Returns the checked team id.
 */
export async function authorizeDocsCall(ctx: Pick<TContext, 'db' | 'database' | 'flags'>, user: TSessionUser, teamId: string | null | undefined): Promise<string | null> {
  const checkedTeamId = await authorizeTeam(ctx.db, user, teamId);
  await requirePageFlag(ctx, user.id, 'docs', Boolean(checkedTeamId));
  return checkedTeamId;
}
