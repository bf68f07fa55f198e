import { resolvePlan } from '@core/plans/resolvePlan';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TNoticeReader } from '../ai/noModelNotice';
import { isAdminEmail } from '../policies/admin';
import { loadFlagUser } from '../queries/flagUserLoader';

/** Who a "needs a model" notice is for (ai/noModelNotice.ts): read only when the offline engine answers, so a model's path pays nothing. */
export async function noticeReaderOf(ctx: TContext, user: TSessionUser): Promise<TNoticeReader> {
  const flagUser = await loadFlagUser(ctx.database, user.id);
  return { admin: isAdminEmail(user.email, ctx.env.ADMIN_EMAILS), ownKeyPlan: resolvePlan(flagUser?.planId).family === 'byok' };
}
