import { z } from 'zod';
import type { TFlagTraits } from '../plans/flagTraits';
import type { TFlagValue } from './catalogue';
import { ZJsonValue } from './flagValue';

export { ZJsonValue } from './flagValue';

/**
 * One override of a flag (stored in feature_flags.rules, a list tried in order): `value` for users
 * whose plan is in `plans` or whose email is in `emails`; with neither list, for everyone.
 */
export const ZFlagOverride = z.object({
  value: ZJsonValue,
  plans: z.array(z.string().min(1)).min(1).optional(),
  emails: z.array(z.string().min(1)).min(1).optional(),
});
export type TFlagOverride = z.infer<typeof ZFlagOverride>;
export const ZFlagOverrides = z.array(ZFlagOverride);

/** Emails compare without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether an override applies: its plan list names the user's plan (or the team's in team mode), or its email list the user's email. */
export function overrideMatches(override: TFlagOverride, traits: TFlagTraits): boolean {
  if (!override.plans && !override.emails) return true;
  const planHit = override.plans?.some((plan) => plan === traits.planId || (traits.teamMode && plan === traits.teamPlan)) ?? false;
  const emailHit = override.emails?.some((email) => normalizeEmail(email) === normalizeEmail(traits.email)) ?? false;
  return planHit || emailHit;
}

/** The first matching override's value, or undefined when none applies (the plan-table default stands). */
export function overrideFor(overrides: readonly TFlagOverride[], traits: TFlagTraits): { value: TFlagValue } | undefined {
  const hit = overrides.find((override) => overrideMatches(override, traits));
  return hit ? { value: hit.value } : undefined;
}

/** The override with neither plans nor emails (it applies to everyone), or undefined: all a signed-out caller can match. */
export function overrideForEveryone(overrides: readonly TFlagOverride[]): { value: TFlagValue } | undefined {
  const hit = overrides.find((override) => !override.plans && !override.emails);
  return hit ? { value: hit.value } : undefined;
}

/** Specific before general: email overrides, then plan overrides, then the one for everyone. */
function rank(override: TFlagOverride): number {
  if (override.emails) return 0;
  if (override.plans) return 1;
  return 2;
}

const sameTargets = (a: TFlagOverride, b: TFlagOverride) =>
  JSON.stringify([a.plans?.toSorted() ?? null, a.emails?.map(normalizeEmail).toSorted() ?? null]) ===
  JSON.stringify([b.plans?.toSorted() ?? null, b.emails?.map(normalizeEmail).toSorted() ?? null]);

/**
 * Adds an override: it replaces one with the same targets, or goes first among its rank (email,
 * plan, everyone), so the newest of two overlapping overrides wins.
 */
export function withOverride(overrides: readonly TFlagOverride[], added: TFlagOverride): TFlagOverride[] {
  const rest = overrides.filter((override) => !sameTargets(override, added));
  const at = rest.findIndex((override) => rank(override) >= rank(added));
  return at === -1 ? [...rest, added] : [...rest.slice(0, at), added, ...rest.slice(at)];
}

/** Removes the override with exactly these targets. */
export function withoutOverride(overrides: readonly TFlagOverride[], targets: Omit<TFlagOverride, 'value'>): TFlagOverride[] {
  return overrides.filter((override) => !sameTargets(override, { ...targets, value: null }));
}
