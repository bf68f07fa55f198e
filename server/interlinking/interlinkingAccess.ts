import type { TSessionUser } from '../auth/sessionUser';
import { forbidden } from '../errors';
import type { TFlagDeps } from '../flags/userFlags';
import { evaluateFlagsOf } from '../policies/pageFlag';
import { teamModeOf } from '../policies/team';

/**
 * An interlinking call in the request's mode: the team_id checked against the session (403 when the
 * person is not in that team), then the page's flags in that mode: AI Interlinking reads docs, so
 * both `optimizer-interlinking` and `docs` must be on (403 otherwise). Returns the team id (null: personal).
 */
export async function requireInterlinking(ctx: TFlagDeps, user: TSessionUser, teamId: string | null | undefined): Promise<string | null> {
  const checkedTeamId = teamModeOf(user, teamId);
  const flags = await evaluateFlagsOf(ctx, user.id, ['optimizer-interlinking', 'docs'], Boolean(checkedTeamId));
  if (flags['optimizer-interlinking'] !== true) throw forbidden('AI Interlinking is not available on your plan.');
  if (flags.docs !== true) throw forbidden('Docs are not available on your plan.');
  return checkedTeamId;
}
