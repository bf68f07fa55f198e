import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

/** What the profile adds to the user-details row: sign-in methods, the billing account, the coupon, the team the person leads. */
export type TProfileFacts = {
  signInMethods: string[];
  billing: { planId: string; hasSubscription: boolean } | null;
  coupon: { code: string; redeemed: boolean } | null;
  /** Members other than the person in a team they are the admin of. */
  ledTeamOtherMembers: number;
};

type TRow = {
  providers: string[] | null;
  billing_plan_id: string | null;
  subscription_id: string | null;
  coupon_code: string | null;
  coupon_redeemed: boolean | null;
  led_team_others: number | string;
};

/** One round trip for the profile's extra facts about the account. */
export async function loadProfileFacts(db: Db, userId: string): Promise<TProfileFacts> {
  const result = await db.execute(sql`
    select
      (select array_agg(a.provider_id order by a.provider_id) from accounts a where a.user_id = ${userId}) as providers,
      b.plan_id as billing_plan_id, b.stripe_subscription_id as subscription_id,
      r.coupon_code, r.coupon_redeemed_at is not null as coupon_redeemed,
      (select count(*) from team_members m join teams t on t.id = m.team_id
        where t.admin_id = ${userId} and m.user_id <> ${userId}) as led_team_others
    from (select 1) one
    left join billing_accounts b on b.user_id = ${userId}
    left join review_offer_claims r on r.user_id = ${userId}`);
  const row = rowsOf<TRow>(result)[0]!;
  return {
    signInMethods: row.providers ?? [],
    billing: row.billing_plan_id ? { planId: row.billing_plan_id, hasSubscription: Boolean(row.subscription_id) } : null,
    coupon: row.coupon_code ? { code: row.coupon_code, redeemed: Boolean(row.coupon_redeemed) } : null,
    ledTeamOtherMembers: Number(row.led_team_others),
  };
}
