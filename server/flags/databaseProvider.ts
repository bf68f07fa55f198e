import {
  InvalidContextError,
  ParseError,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { findFlag, valueFitsFlag } from '@core/flags/catalogue';
import { overrideFor, overrideForEveryone } from '@core/flags/overrides';
import { flagTraitsFor, type TFlagTraits } from '@core/plans/flagTraits';
import type { FlagStore } from './flagStore';

/** The context key that marks an evaluation for a signed-out caller (no traits). */
export const SIGNED_OUT_TRAIT = 'signedOut';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The traits of an evaluation context (spec §7), checked by flagTraitsFor: a context missing the user
 * id (targetingKey), email, plan, or in team mode the team id or plan, is refused (spec §5).
 */
export function traitsOfContext(flagKey: string, context: EvaluationContext): TFlagTraits {
  const check = flagTraitsFor({
    featureId: flagKey,
    userId: context.targetingKey,
    email: text(context.email),
    planId: text(context.planId),
    teamMode: context.teamMode === true,
    teamId: text(context.teamId),
    teamPlan: text(context.teamPlan),
    teamAdminId: text(context.teamAdminId),
    ltdEntitlements: text(context.ltdEntitlement)?.split(',').filter(Boolean),
  });
  if (!check.ok) throw new InvalidContextError(`missing ${check.missing.join(', ')}`);
  return check.traits;
}

/**
 * The embedded OpenFeature provider: a flag's stored overrides (feature_flags, through the cached
 * FlagStore) decide its value; with none matching, the caller's default, the plan table's, stands.
 * Problems throw: the SDK answers them with an error code, which FlagService turns into denied/null.
 */
export class DatabaseProvider implements Provider {
  readonly metadata = { name: 'longform-database' } as const;
  readonly runsOn = 'server';

  constructor(private readonly store: FlagStore) {}

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    return this.resolve(flagKey, defaultValue, context);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number, context: EvaluationContext): Promise<ResolutionDetails<number>> {
    return this.resolve(flagKey, defaultValue, context);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext): Promise<ResolutionDetails<string>> {
    return this.resolve(flagKey, defaultValue, context);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T, context: EvaluationContext): Promise<ResolutionDetails<T>> {
    return this.resolve(flagKey, defaultValue, context);
  }

  private async resolve<T extends JsonValue>(flagKey: string, defaultValue: T, context: EvaluationContext): Promise<ResolutionDetails<T>> {
    // A signed-out caller (GET /api/app/config) has no traits: only an override for everyone applies.
    const traits = context[SIGNED_OUT_TRAIT] === true ? null : traitsOfContext(flagKey, context);
    const flag = findFlag(flagKey);
    const stored = (await this.store.load()).get(flagKey);
    if (!flag || !stored) return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
    if (!stored.ok) throw new ParseError(`stored overrides of ${flagKey} are invalid: ${stored.problem}`);
    const hit = traits ? overrideFor(stored.overrides, traits) : overrideForEveryone(stored.overrides);
    if (!hit) return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
    if (!valueFitsFlag(flag, hit.value)) throw new TypeMismatchError(`stored value of ${flagKey} is not a ${flag.type}`);
    return { value: hit.value as T, reason: StandardResolutionReasons.TARGETING_MATCH };
  }
}
