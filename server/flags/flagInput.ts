import { FLAG_IDS, findFlag, valueFitsFlag, type TFlagDefinition, type TFlagValue } from '@core/flags/catalogue';
import type { TFlagOverride } from '@core/flags/overrides';
import { findPlan, PLAN_LIST } from '@core/plans/planTable';
import { closeMatches } from '../admin/closeMatches';

/**
 * Checks of an administrator's flag change, shared by the admin command and the admin API: flag
 * ids, value types, plan ids and emails, with close matches for typos. Each refusal is a
 * FlagInputError whose message is written for people; callers turn it into their own error.
 */
export class FlagInputError extends Error {
  override name = 'FlagInputError';
}

/** The flag with this id, or a refusal naming close matches (or `hint` when there are none). */
export function knownFlag(id: string, hint: string): TFlagDefinition {
  const flag = findFlag(id);
  if (flag) return flag;
  const matches = closeMatches(id, FLAG_IDS);
  throw new FlagInputError(`Unknown flag "${id}". ${matches.length ? `Did you mean: ${matches.join(', ')}?` : hint}`);
}

export function knownPlan(id: string): string {
  if (findPlan(id)) return id;
  const matches = closeMatches(id, PLAN_LIST.map((plan) => plan.id));
  throw new FlagInputError(`Unknown plan id "${id}".${matches.length ? ` Did you mean: ${matches.join(', ')}?` : ''}`);
}

/** An email, trimmed and lower-cased, or a refusal. */
export function checkedEmail(value: string): string {
  const email = value.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(email)) return email.toLowerCase();
  throw new FlagInputError(`"${value}" is not an email address.`);
}

/** The value when it fits the flag's type, else a refusal naming the type. */
export function checkedValue(flag: TFlagDefinition, value: TFlagValue): TFlagValue {
  if (!valueFitsFlag(flag, value)) throw new FlagInputError(`Flag "${flag.id}" holds a ${flag.type}; ${JSON.stringify(value)} is not one.`);
  return value;
}

/** The targets of an override, checked: known plan ids, valid emails; empty lists are left out. */
export function checkedTargets(targets: { plans?: readonly string[]; emails?: readonly string[] }): Omit<TFlagOverride, 'value'> {
  const plans = (targets.plans ?? []).map((plan) => knownPlan(plan.trim()));
  const emails = (targets.emails ?? []).map(checkedEmail);
  return { ...(plans.length ? { plans } : {}), ...(emails.length ? { emails } : {}) };
}

/** "plans a, b or emails c", or "everyone". */
export function describeTargets(targets: Omit<TFlagOverride, 'value'>): string {
  const parts = [targets.plans && `plans ${targets.plans.join(', ')}`, targets.emails && `emails ${targets.emails.join(', ')}`].filter(Boolean);
  return parts.length ? parts.join(' or ') : 'everyone';
}
