import { isPaidPlan } from './freePlans';

/**
 * The copy/download option (spec §5): allowed only for a user with a non-free plan, or in team mode.
 * A free plan instead disables copy, cut and print and shows the restricted-copy dialog (spec §4).
 */
export function canCopyOrDownload(user: { userPlan: string | null; teamMode: boolean }): boolean {
  return user.teamMode || isPaidPlan(user.userPlan);
}
