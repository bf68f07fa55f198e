import type { TAdminUser } from '@core/api/admin';
import { currentCredits, utcDay } from '@core/credits/creditPeriods';
import { creditsToText } from '@core/credits/creditTenths';
import type { TUserRow } from '../db/schema/users';

/**
 * An account as the admin page lists it: credits as exact decimal text, as the account would be
 * charged now (a daily-credit plan counted on an earlier day shows today's fresh allowance), and
 * runs left and purchased per feature.
 */
export function presentAdminUser(row: TUserRow, now = new Date()): TAdminUser {
  const credits = currentCredits(
    { credit_limit: row.creditLimit, credits_used: row.creditsUsed, additional_credits: row.additionalCredits },
    row.planName,
    row.creditsDay,
    utcDay(now),
  );
  return {
    unique_id: row.id,
    email: row.email,
    name: row.name,
    plan_name: row.planName,
    credit_limit: creditsToText(credits.credit_limit),
    credits_used: creditsToText(credits.credits_used),
    additional_credits: creditsToText(credits.additional_credits),
    feature_runs: { ...row.featureRuns },
    additional_runs: { ...row.additionalRuns },
    expiry_date: row.expiryDate ? row.expiryDate.toISOString() : null,
    created_date: row.createdAt.toISOString(),
  };
}
