import crypto from 'node:crypto';
import { OpenFeature, type Client, type EvaluationContext, type EvaluationDetails, type FlagValue, type JsonValue } from '@openfeature/server-sdk';
import type { FastifyBaseLogger } from 'fastify';
import { FLAG_FALLBACK_TIMEOUT_MS } from '@core/constants';
import { deniedFlags, deniedValue, findFlag, FLAG_CATALOGUE, planDefaults, type TFlagDefinition, type TFlagValue } from '@core/flags/catalogue';
import { flagTraitsFor, type TFlagTraits } from '@core/plans/flagTraits';
import { NO_USER_PLAN_ID } from '@core/plans/planTable';
import type { Db } from '../db/database';
import { DatabaseProvider, SIGNED_OUT_TRAIT } from './databaseProvider';
import { FlagStore } from './flagStore';
import type { InvalidationBus } from '../shared/invalidationBus';

/** Who flags are evaluated for: the user-details row's identity, plan and team. */
export type TFlagUser = {
  id: string;
  email: string | null;
  planId: string | null;
  teamId: string | null;
  teamPlan: string | null;
  teamAdminId: string | null;
  ltdEntitlements?: readonly string[];
};

/** Flag id → evaluated value. */
export type TFlagMap = Record<string, TFlagValue>;

type TFlagServiceOptions = { db: Db; logger: FastifyBaseLogger; timeoutMs?: number; cacheMs?: number; invalidations?: InvalidationBus };

const TIMED_OUT = Symbol('timed out');

/** The traits plan-table defaults are computed with for a signed-out caller: spec §4's no-user case. */
const NO_USER_TRAITS: TFlagTraits = { planId: NO_USER_PLAN_ID, email: '', teamMode: false, teamMember: false, teamPlan: null, teamId: null, ltdEntitlement: '' };

/**
 * Evaluates every flag of the catalogue for one user through OpenFeature (ARCHITECTURE "Feature
 * flags"). Missing traits or a provider problem answer denied/null and only log (spec §5, §8); an
 * evaluation slower than FLAG_FALLBACK_TIMEOUT_MS answers the plan table (spec §7, §9).
 */
export class FlagService {
  readonly store: FlagStore;
  private readonly client: Client;
  private readonly logger: FastifyBaseLogger;
  private readonly timeoutMs: number;

  private constructor(options: TFlagServiceOptions, domain: string) {
    this.store = new FlagStore(options.db, options.cacheMs);
    if (options.invalidations) this.store.followInvalidations(options.invalidations);
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? FLAG_FALLBACK_TIMEOUT_MS;
    this.client = OpenFeature.getClient(domain);
    this.client.setLogger(options.logger);
  }

  /** A service with the embedded database provider, in an OpenFeature domain of its own (one per server). */
  static async create(options: TFlagServiceOptions): Promise<FlagService> {
    const domain = `longform-${crypto.randomUUID()}`;
    const service = new FlagService(options, domain);
    await OpenFeature.setProviderAndWait(domain, new DatabaseProvider(service.store));
    return service;
  }

  /** Every flag's value for this user; team mode counts only for a user in a team. */
  evaluateAll(user: TFlagUser, options: { teamMode: boolean }): Promise<TFlagMap> {
    return this.evaluateFlags(user, options, FLAG_CATALOGUE);
  }

  /**
   * The given flags' values, by the same rules as evaluateAll, for a hot path that needs a few
   * (each evaluation through the SDK costs a few microseconds). The answer may hold other flags too.
   */
  async evaluateFlags(user: TFlagUser, options: { teamMode: boolean }, flags: readonly TFlagDefinition[]): Promise<TFlagMap> {
    const teamMode = options.teamMode && Boolean(user.teamId);
    const check = flagTraitsFor({
      featureId: 'all-flags',
      userId: user.id,
      email: user.email,
      planId: user.planId,
      teamMode,
      teamId: user.teamId,
      teamPlan: user.teamPlan,
      teamAdminId: user.teamAdminId,
      ltdEntitlements: user.ltdEntitlements,
    });
    if (!check.ok) {
      this.logger.warn({ userId: user.id, missing: check.missing }, 'feature flags: missing traits, every flag denied');
      return deniedFlags();
    }
    const defaults = planDefaults(check.traits);
    const context: EvaluationContext = {
      targetingKey: user.id,
      ...check.traits,
      teamAdminId: user.teamAdminId,
    };
    const result = await this.withTimeout(this.evaluate(flags, context, defaults));
    if (result !== TIMED_OUT) return result;
    this.logger.warn({ userId: user.id, timeoutMs: this.timeoutMs }, 'feature flags: evaluation timed out, plan table used');
    return defaults;
  }

  /**
   * One flag for a caller who is not signed in (the public app config): only an override for
   * everyone applies, else the flag's plan-table default for the no-user case. Failures answer
   * denied/null, a timeout the default, as for signed-in users.
   */
  async evaluateSignedOut(flagId: string): Promise<TFlagValue> {
    const flag = findFlag(flagId);
    if (!flag) {
      this.logger.warn({ flag: flagId }, 'feature flag: unknown id, denied');
      return null;
    }
    const fallback = flag.defaultFor(NO_USER_TRAITS);
    const context: EvaluationContext = { targetingKey: 'signed-out', [SIGNED_OUT_TRAIT]: true };
    const details = await this.withTimeout(this.details(flag, fallback, context));
    if (details === TIMED_OUT) {
      this.logger.warn({ flag: flagId, timeoutMs: this.timeoutMs }, 'feature flag: evaluation timed out, plan table used');
      return fallback;
    }
    if (!details.errorCode) return details.value as TFlagValue;
    this.logger.warn({ flag: flagId, error: details.errorCode, message: details.errorMessage }, 'feature flag failed, denied');
    return deniedValue(flag);
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T | typeof TIMED_OUT> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async evaluate(flags: readonly TFlagDefinition[], context: EvaluationContext, defaults: TFlagMap): Promise<TFlagMap> {
    const entries = await Promise.all(
      flags.map(async (flag): Promise<[string, TFlagValue]> => {
        const details = await this.details(flag, defaults[flag.id] ?? deniedValue(flag), context);
        if (!details.errorCode) return [flag.id, details.value as TFlagValue];
        this.logger.warn({ flag: flag.id, error: details.errorCode, message: details.errorMessage }, 'feature flag failed, denied');
        return [flag.id, deniedValue(flag)];
      }),
    );
    return Object.fromEntries(entries);
  }

  private details(flag: TFlagDefinition, fallback: TFlagValue, context: EvaluationContext): Promise<EvaluationDetails<FlagValue>> {
    switch (flag.type) {
      case 'boolean':
        return this.client.getBooleanDetails(flag.id, fallback === true, context);
      case 'number':
        return this.client.getNumberDetails(flag.id, typeof fallback === 'number' ? fallback : 0, context);
      case 'string':
        return this.client.getStringDetails(flag.id, typeof fallback === 'string' ? fallback : '', context);
      case 'json':
        return this.client.getObjectDetails(flag.id, fallback as JsonValue, context);
    }
  }
}
