import { FACTGPT_MODELS, FLAG_CATALOGUE, type TFlagValue } from '@core/flags/catalogue';
import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import type { FlagService, TFlagMap, TFlagUser } from './flagService';
import { evaluateUserFlags, type TFlagDeps } from './userFlags';

/**
 * What a user may use, read from their evaluated feature flags (overrides first, else the plan
 * table). A limit is null when its flag failed (spec §5: no value); callers then refuse, as for 0.
 */
export type TUserEntitlements = {
  /** Generation modes the user may start (flag `modes`); empty when the flag failed. */
  modes: TGenerationMode[];
  /** FactGPT models switched on (flags `factgpt-model-*`), by catalogue id such as 'gpt-4'. */
  factgptModels: string[];
  /** Default models (flags `default-model-chat`, `default-model-workflow`). */
  defaultModels: { chat: string | null; workflow: string | null };
  /** Files, URLs and domains one generation may select (flags `files-limit`, `urls-limit`, `domains-limit`). */
  selectionLimits: { files: number | null; urls: number | null; domains: number | null };
  /** Brand voices the user may keep, -1 for unlimited (flag `brand-voice-limit`). */
  brandVoiceLimit: number | null;
  /** Languages offered (flag `languages`). */
  languages: string[];
  /** Every evaluated flag, for anything the fields above do not name. */
  flags: TFlagMap;
};

const numberOrNull = (value: TFlagValue | undefined) => (typeof value === 'number' ? value : null);
const stringOrNull = (value: TFlagValue | undefined) => (typeof value === 'string' && value ? value : null);
const strings = (value: TFlagValue | undefined) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The entitlements an evaluated flag map grants (pure: no database). */
export function entitlementsFromFlags(flags: TFlagMap): TUserEntitlements {
  const modes = strings(flags.modes).filter((mode): mode is TGenerationMode => (GENERATION_MODES as readonly string[]).includes(mode));
  return {
    modes,
    factgptModels: FACTGPT_MODELS.filter((model) => flags[`factgpt-model-${model}`] === true),
    defaultModels: { chat: stringOrNull(flags['default-model-chat']), workflow: stringOrNull(flags['default-model-workflow']) },
    selectionLimits: { files: numberOrNull(flags['files-limit']), urls: numberOrNull(flags['urls-limit']), domains: numberOrNull(flags['domains-limit']) },
    brandVoiceLimit: numberOrNull(flags['brand-voice-limit']),
    languages: strings(flags.languages),
    flags,
  };
}

/**
 * The one server-side reader of a user's flags and limits, for any route that must enforce them
 * (generation, FactGPT, retrieval…). `teamMode` is whether the request is made in team mode (a
 * team_id the caller already authorized); it counts only for a user in a team. Null when the
 * account does not exist.
 */
export async function loadUserEntitlements(
  ctx: TFlagDeps,
  userId: string,
  options: { teamMode: boolean },
): Promise<TUserEntitlements | null> {
  const flags = await evaluateUserFlags(ctx, userId, options);
  return flags ? entitlementsFromFlags(flags) : null;
}

/** TUserEntitlements without the map of every flag. */
export type TEntitlementFields = Omit<TUserEntitlements, 'flags'>;

const ENTITLEMENT_FLAG_IDS = new Set([
  'modes',
  ...FACTGPT_MODELS.map((model) => `factgpt-model-${model}`),
  'default-model-chat',
  'default-model-workflow',
  'files-limit',
  'urls-limit',
  'domains-limit',
  'brand-voice-limit',
  'languages',
]);
/** The flags entitlementsFromFlags reads. */
const ENTITLEMENT_FLAGS = FLAG_CATALOGUE.filter((flag) => ENTITLEMENT_FLAG_IDS.has(flag.id));

/**
 * The entitlements of a flag identity the caller already read (the generation gate's one query),
 * evaluating only the flags they are made of: a generation's hot path.
 */
export async function entitlementsOf(flags: FlagService, user: TFlagUser, options: { teamMode: boolean }): Promise<TEntitlementFields> {
  const { flags: _evaluated, ...fields } = entitlementsFromFlags(await flags.evaluateFlags(user, options, ENTITLEMENT_FLAGS));
  return fields;
}
