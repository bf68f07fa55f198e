import { FLAG_CATALOGUE } from '@core/flags/catalogue';
import type { TSessionUser } from '../auth/sessionUser';
import { forbidden, notFound } from '../errors';
import type { TFlagMap } from '../flags/flagService';
import type { TFlagDeps } from '../flags/userFlags';
import { loadFlagUser } from '../queries/flagUserLoader';
import { teamModeOf } from './team';

/** The pages whose calls the server holds to their flag, and how a refusal names them. */
const PAGE_FLAGS = { assets: 'Assets', docs: 'Docs', 'optimizer-seo': 'Semantic SEO briefs', 'optimizer-plagiarism': 'Plagiarism checks', 'optimizer-humanize': 'Humanize AI rewrites', 'optimizer-factcheck': 'Fact checks', 'content-planner': 'Content plans', 'brand-voice': 'Brand voices', repurpose: 'Repurpose formats' } as const;
export type TPageFlag = keyof typeof PAGE_FLAGS;

type TFlagContext = TFlagDeps;

/** These flags only, for this account in this mode (team mode: the team's plan), from one small query. */
export async function evaluateFlagsOf(ctx: TFlagContext, userId: string, ids: readonly string[], teamMode: boolean): Promise<TFlagMap> {
  const user = await loadFlagUser(ctx.database, userId);
  if (!user) throw notFound('This account no longer exists.');
  return ctx.flags.evaluateFlags(user, { teamMode }, FLAG_CATALOGUE.filter((flag) => ids.includes(flag.id)));
}

/** A page's flag turned off refuses its calls (403), whatever the request carries. */
export function assertPageFlag(flags: TFlagMap, flag: TPageFlag): void {
  if (flags[flag] !== true) throw forbidden(`${PAGE_FLAGS[flag]} are not available on your plan.`);
}

/**
 * A page's flag (plan table and admin overrides) holds for its calls too, not only for the page:
 * a user whose `assets` or `docs` flag is off is refused (403).
 */
export async function requirePageFlag(ctx: TFlagContext, userId: string, flag: TPageFlag, teamMode: boolean): Promise<void> {
  assertPageFlag(await evaluateFlagsOf(ctx, userId, [flag], teamMode), flag);
}

/**
 * A page's call in the request's mode: the team_id checked against the session's memberships
 * (403 'You are not a member of that team.'), then the page's flag in that mode (403 when off).
 * Returns the team id (null: personal mode).
 */
export async function requirePageIn(ctx: TFlagContext, user: TSessionUser, flag: TPageFlag, teamId: string | null | undefined): Promise<string | null> {
  const checkedTeamId = teamModeOf(user, teamId);
  await requirePageFlag(ctx, user.id, flag, Boolean(checkedTeamId));
  return checkedTeamId;
}
