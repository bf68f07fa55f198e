import { formatCredits, type TUser } from '@core/api/users';
import { isFreePlan } from '@core/plans/rules';

/** One figure of the dashboard's account summary. */
export type TFact = { label: string; value: string; hint?: string };

export function formatDay(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** The dashboard's summary of the user record: plan, credits, when access ends, active project. */
export function accountFacts(user: TUser, activeProjectName: string | null): TFact[] {
  const free = isFreePlan(user.userPlan);
  const ends = formatDay(user.expiryDate);
  return [
    { label: 'Plan', value: user.currentDetails?.displayName ?? user.userPlan ?? 'No plan' },
    {
      label: 'Credits used',
      value: `${formatCredits(user.creditsUsed)} / ${formatCredits(user.creditLimit)}`,
      hint: user.additionalCredits > 0 ? `Plus ${formatCredits(user.additionalCredits)} additional credits` : undefined,
    },
    {
      label: free ? 'Trial ends' : 'Plan renews',
      value: ends ?? 'No end date',
    },
    { label: 'Active project', value: activeProjectName ?? 'No project yet' },
  ];
}
