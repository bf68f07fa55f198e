import { eq } from 'drizzle-orm';
import type { TSearchObj } from '@core/api/chat';
import { ERRORS } from '@core/errors';
import type { TGenerationMode } from '@core/plans/access';
import { resolvePlan } from '@core/plans/resolvePlan';
import type { TContext, TSessionUser } from '../context';
import { findProject, listProjects } from '../commands/projectCommands';
import { enforceFairUsage } from '../commands/fairUsageEnforcer';
import { recordGeneration } from '../commands/generationRecorder';
import { openSecret } from '../crypto/secretBox';
import { userKeys } from '../db/schema/userKeys';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../errors';
import { loadUserEntitlements, type TUserEntitlements } from '../flags/userEntitlements';
import { authorizeProject } from '../policies/project';
import { authorizeTeam } from '../policies/team';
import { authorizeSelf } from '../policies/user';
import { loadCreditPool, toBalance } from '../queries/creditBalance';
import { isModelName } from './modelConfig';
import type { TModelEngine } from './models';

export type TGateInput = {
  uniqueId: string;
  teamId: string | null | undefined;
  mode: TGenerationMode;
  model: string | undefined;
  projectId?: string;
  searchObj?: TSearchObj;
};

/** Everything a generation may go ahead with, once every rule of spec §4–§8 said yes. */
export type TGatePass = {
  user: TSessionUser;
  teamId: string | null;
  projectId: string | null;
  mode: TGenerationMode;
  engine: TModelEngine;
  /** Whether the words written cost credits: not for a byok user's own key (except serp's searches). */
  chargesCredits: boolean;
  /**
   * Records this generation for fair usage (once, however often called). Routes call it when the
   * answer ended, well or not, so its transaction stays off the path to the first token.
   */
  record: () => Promise<void>;
};

const fail = (id: 'model_not_allowed' | 'unknown_model' | 'selection_limit_exceeded', message = ERRORS[id].message, field?: string) =>
  new HttpError(id, message, field);

/** The model asked for, else the user's default chat model (flag, else plan table: azure-gpt). */
function chooseModel(requested: string | undefined, entitlements: TUserEntitlements) {
  const name = requested ?? entitlements.defaultModels.chat ?? 'azure-gpt';
  if (!isModelName(name)) throw fail('unknown_model', undefined, 'model');
  const isDefault = name === entitlements.defaultModels.chat || name === entitlements.defaultModels.workflow;
  // Flag ids spell gpt-3.5 as gpt-3-5 (core/flags/catalogue.ts).
  if (!isDefault && !entitlements.factgptModels.includes(name.replaceAll('.', '-'))) throw fail('model_not_allowed', undefined, 'model');
  return name;
}

/** Spec §6: files, URLs and domains within the plan's (flags') limits; a failed limit flag allows none. */
function checkSelection(searchObj: TSearchObj | undefined, limits: TUserEntitlements['selectionLimits']) {
  if (!searchObj) return;
  const checks = [
    ['files', searchObj.filename.length, limits.files],
    ['URLs', searchObj.url.length, limits.urls],
    ['domains', searchObj.domain.length, limits.domains],
  ] as const;
  for (const [label, selected, limit] of checks) {
    if (selected > (limit ?? 0)) throw fail('selection_limit_exceeded', `Your plan allows ${limit ?? 0} ${label} in one answer; you selected ${selected}.`, 'search_obj');
  }
}

/** The project to search: the named one (the user's own, else 404), or their first for calls that name none. */
async function resolveProject(ctx: TContext, user: TSessionUser, projectId: string | undefined): Promise<string | null> {
  if (projectId) return authorizeProject(user, await findProject(ctx.db, projectId)).id;
  const [first] = await listProjects(ctx.db, user.id);
  return first?.id ?? null;
}

/** A bring-your-own-key plan with a stored key: the key, opened; anyone else: null. One query. */
async function loadOwnKey(ctx: TContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ planName: users.planName, sealedKey: userKeys.sealedKey })
    .from(users)
    .leftJoin(userKeys, eq(userKeys.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.sealedKey || resolvePlan(row.planName).family !== 'byok') return null;
  return openSecret(row.sealedKey, ctx.keys.encryptionKey);
}

/** The value of a settled lookup, or its error thrown: lookups run together, their refusals keep their order. */
const valueOf = <T>(result: PromiseSettledResult<T>): T => {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
};

/**
 * The checks before any generation, in the order the client handles them (spec §8): identity (403),
 * project (404), mode and model by flags (403), selection limits (403), plan expiry (430), credits
 * (429), fair usage (420). Nothing is recorded or charged yet.
 */
export async function passGenerationGate(ctx: TContext, sessionUser: TSessionUser | null, input: TGateInput): Promise<TGatePass> {
  const user = authorizeSelf(sessionUser, input.uniqueId);
  const teamId = await authorizeTeam(ctx.db, user, input.teamId);
  // Independent lookups together (a pooled PostgreSQL runs them at once); refusals in spec order.
  const [project, entitlementsResult, ownKeyResult, poolResult] = await Promise.allSettled([
    resolveProject(ctx, user, input.projectId),
    loadUserEntitlements(ctx, user.id, { teamMode: Boolean(teamId) }),
    loadOwnKey(ctx, user.id),
    loadCreditPool(ctx.db, { userId: user.id, teamId }),
  ]);
  const projectId = valueOf(project);
  const entitlements = valueOf(entitlementsResult);
  if (!entitlements) throw notFound('This account no longer exists.');
  if (!entitlements.modes.includes(input.mode)) throw new HttpError('mode_not_allowed', ERRORS.mode_not_allowed.message, 'mode');
  const modelName = chooseModel(input.model, entitlements);
  checkSelection(input.searchObj, entitlements.selectionLimits);

  const ownKey = valueOf(ownKeyResult);
  const chargesCredits = !ownKey || input.mode === 'serp';
  const { pool, row } = valueOf(poolResult);
  if (chargesCredits && toBalance(pool, row).credits_left <= 0) throw new HttpError('credits_exhausted', ERRORS.credits_exhausted.message);

  const now = new Date();
  const fairUsage = await enforceFairUsage(ctx.db, { userId: user.id, mode: input.mode, now });
  if (fairUsage.blocked) throw new HttpError('fair_usage_blocked', fairUsage.message ?? ERRORS.fair_usage_blocked.message);
  let recorded: Promise<void> | null = null;
  const record = () =>
    (recorded ??= recordGeneration(ctx.db, { userId: user.id, mode: input.mode, now }).then(
      () => undefined,
      (error: unknown) => ctx.reporter.report('server', 'fair-usage record failed', { error: String(error) }),
    ));

  return { user, teamId, projectId, mode: input.mode, engine: ctx.ai.models.engineFor(modelName, ownKey), chargesCredits, record };
}
