import type { TSearchObj } from '@core/api/chat';
import { ERRORS } from '@core/errors';
import type { TGenerationMode } from '@core/plans/access';
import { resolvePlan } from '@core/plans/resolvePlan';
import type { TContext } from '../context';
import type { TSessionUser } from '../auth/sessionUser';
import { enforceFairUsageFrom } from '../commands/fairUsageEnforcer';
import { openSecret } from '../crypto/secretBox';
import { HttpError, notFound } from '../errors';
import { entitlementsOf, type TEntitlementFields } from '../flags/userEntitlements';
import { flagUserOf } from '../flags/flagUser';
import { authorize, authorizeSelf, Project, teamModeOf } from '../policies';
import { authorizeSelectedAssets } from '../policies/selectedAssets';
import { creditPoolFrom, toBalance } from '../queries/creditBalance';
import { loadGenerationGate, poolRowOf, type TGenerationGateRow } from '../queries/generationGateLoader';
import { isModelName } from '../ai/modelConfig';
import type { TModelEngine } from '../ai/models';

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
   * When the gate passed: the time the generation is recorded under for fair usage. The record is
   * written when the answer ended, well or not (generationCharge.ts), off the path to the first token.
   */
  startedAt: Date;
};

const fail = (id: 'model_not_allowed' | 'unknown_model' | 'selection_limit_exceeded', message = ERRORS[id].message, field?: string) =>
  new HttpError(id, message, field);

/** The model asked for, else the user's default chat model (flag, else plan table: azure-gpt). */
function chooseModel(requested: string | undefined, entitlements: TEntitlementFields) {
  const name = requested ?? entitlements.defaultModels.chat ?? 'azure-gpt';
  if (!isModelName(name)) throw fail('unknown_model', undefined, 'model');
  const isDefault = name === entitlements.defaultModels.chat || name === entitlements.defaultModels.workflow;
  // Flag ids spell gpt-3.5 as gpt-3-5 (core/flags/catalogue.ts).
  if (!isDefault && !entitlements.factgptModels.includes(name.replaceAll('.', '-'))) throw fail('model_not_allowed', undefined, 'model');
  return name;
}

/** Spec §6: files, URLs and domains within the plan's (flags') limits; a failed limit flag allows none. */
function checkSelection(searchObj: TSearchObj | undefined, limits: TEntitlementFields['selectionLimits']) {
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

/**
 * The project to search: the named one (one the user may use, by the project rule: their own, or in
 * team mode the team admin's; else 404), or their first for calls that name none. No query of its own.
 */
function projectOf(user: TSessionUser, named: string | undefined, seen: TGenerationGateRow, teamId: string | null): string | null {
  const project = seen.project_id && seen.project_owner_id ? { id: seen.project_id, ownerId: seen.project_owner_id } : undefined;
  if (named === undefined) return project?.id ?? null;
  if (!project) throw Project.refuse('use');
  authorize(user, 'use', Project.of({ ...project, viaTeamId: teamId }));
  return project.id;
}

/** A bring-your-own-key plan with a stored key: the key, opened; anyone else: null. */
function ownKeyOf(ctx: TContext, seen: TGenerationGateRow): string | null {
  if (!seen.sealed_key || resolvePlan(seen.plan_name).family !== 'byok') return null;
  return openSecret(seen.sealed_key, ctx.keys.encryptionKey);
}

/**
 * The checks before any generation, in the order the client handles them (spec §8): identity (403),
 * project (404), mode and model by flags (403), selection limits (403), selected assets of the
 * project (404), plan expiry (430), credits (429), fair usage (420). Nothing is recorded or charged yet.
 */
export async function passGenerationGate(ctx: TContext, sessionUser: TSessionUser | null, input: TGateInput): Promise<TGatePass> {
  const user = authorizeSelf(sessionUser, input.uniqueId);
  const now = new Date();
  // One prepared query, one round trip, reads what every check below needs; refusals keep spec order.
  const seen = await loadGenerationGate(ctx.database, { userId: user.id, projectId: input.projectId, teamId: input.teamId, mode: input.mode, now });
  // Team mode: the team_id against the session's memberships (policies/team.ts), no query.
  const teamId = teamModeOf(user, input.teamId);
  if (!seen) throw notFound('This account no longer exists.');
  const projectId = projectOf(user, input.projectId, seen, teamId);
  const entitlements = await entitlementsOf(ctx.flags, flagUserOf(seen), { teamMode: Boolean(teamId) });
  if (!entitlements.modes.includes(input.mode)) throw new HttpError('mode_not_allowed', ERRORS.mode_not_allowed.message, 'mode');
  const modelName = chooseModel(input.model, entitlements);
  checkSelection(input.searchObj, entitlements.selectionLimits);
  await authorizeSelectedAssets(ctx.db, projectId, input.mode, input.searchObj);

  const ownKey = ownKeyOf(ctx, seen);
  const chargesCredits = !ownKey || input.mode === 'serp';
  const { pool, row } = creditPoolFrom(teamId ? 'team' : 'user', poolRowOf(seen));
  if (chargesCredits && toBalance(pool, row).credits_left <= 0) throw new HttpError('credits_exhausted', ERRORS.credits_exhausted.message);

  const ratio = seen.fair_usage_ratio;
  const fairUsage = await enforceFairUsageFrom(ctx.db, { userId: user.id, mode: input.mode, now }, { ratio, blockedUntil: seen.fair_usage_blocked_until });
  if (fairUsage.blocked) throw new HttpError('fair_usage_blocked', fairUsage.message ?? ERRORS.fair_usage_blocked.message);
  return { user, teamId, projectId, mode: input.mode, engine: ctx.ai.models.engineFor(modelName, ownKey), chargesCredits, startedAt: now };
}
