import { isTeamMember } from './teamMode';

/** What a feature-flag check needs (spec §5, §7). */
export type TFlagCheckInput = {
  featureId: string | null | undefined;
  userId: string | null | undefined;
  email: string | null | undefined;
  planId: string | null | undefined;
  teamMode: boolean;
  teamId: string | null | undefined;
  teamPlan: string | null | undefined;
  teamAdminId: string | null | undefined;
  ltdEntitlements?: readonly string[];
};

/** The traits the flag service is queried with (spec §7). */
export type TFlagTraits = {
  planId: string;
  email: string;
  teamMode: boolean;
  /** False for the team's admin (spec §6). */
  teamMember: boolean;
  teamPlan: string | null;
  teamId: string | null;
  /** The user's lifetime entitlements, sorted and comma-joined ('' for none): traits are scalars. */
  ltdEntitlement: string;
};

/** Inputs whose absence fails a check; teamId and teamPlan only in team mode (spec §5). */
export type TFlagCheckField = 'featureId' | 'userId' | 'email' | 'planId' | 'teamId' | 'teamPlan';

/** A check that can be asked, or the missing inputs that make it resolve as denied or null. */
export type TFlagCheck =
  | { ok: true; featureId: string; userId: string; traits: TFlagTraits }
  | { ok: false; missing: TFlagCheckField[] };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Validates a feature-flag check and builds its traits (spec §5: it fails when feature id, user id,
 * email, plan, team id (team mode) or team plan (team mode) is missing). A failed check is not an
 * error: the caller logs it and answers denied (boolean flags) or null (value flags), spec §8.
 */
export function flagTraitsFor(input: TFlagCheckInput): TFlagCheck {
  const required: [TFlagCheckField, string | null | undefined][] = [
    ['featureId', input.featureId],
    ['userId', input.userId],
    ['email', input.email],
    ['planId', input.planId],
  ];
  if (input.teamMode) required.push(['teamId', input.teamId], ['teamPlan', input.teamPlan]);
  const missing = required.filter(([, value]) => !present(value)).map(([field]) => field);
  const { featureId, userId, email, planId } = input;
  // Testing the four again only narrows their types; `missing` already names what failed.
  if (missing.length > 0 || !present(featureId) || !present(userId) || !present(email) || !present(planId)) {
    return { ok: false, missing };
  }
  const teamId = present(input.teamId) ? input.teamId : null;
  return {
    ok: true,
    featureId,
    userId,
    traits: {
      planId,
      email,
      teamMode: input.teamMode,
      teamMember: isTeamMember({ uid: userId, teamId, teamAdminId: input.teamAdminId ?? null }),
      teamPlan: present(input.teamPlan) ? input.teamPlan : null,
      teamId,
      ltdEntitlement: [...(input.ltdEntitlements ?? [])].sort().join(','),
    },
  };
}
