import { FLAG_CATALOGUE } from '@core/flags/catalogue';
import type { TContext } from '../context';
import { forbidden, notFound } from '../errors';
import { loadFlagUser } from '../queries/flagUserLoader';

/** The pages whose calls the server holds to their flag, and how a refusal names them. */
const PAGE_FLAGS = { assets: 'Assets', docs: 'Docs' } as const;
export type TPageFlag = keyof typeof PAGE_FLAGS;

/**
 * A page's flag (plan table and admin overrides) holds for its calls too, not only for the page:
 * a user whose `assets` or `docs` flag is off is refused (403) whatever the request carries. Team
 * mode evaluates the team's plan, as the page does.
 */
export async function requirePageFlag(ctx: Pick<TContext, 'database' | 'flags'>, userId: string, flag: TPageFlag, teamMode: boolean): Promise<void> {
  const user = await loadFlagUser(ctx.database, userId);
  if (!user) throw notFound('This account no longer exists.');
  const definition = FLAG_CATALOGUE.find((item) => item.id === flag)!;
  const flags = await ctx.flags.evaluateFlags(user, { teamMode }, [definition]);
  if (flags[flag] !== true) throw forbidden(`${PAGE_FLAGS[flag]} are not available on your plan.`);
}
