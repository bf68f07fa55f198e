import { FLAG_CATALOGUE, FLAG_IDS, type TFlagDefinition, type TFlagValue } from '@core/flags/catalogue';
import type { TFlagOverride } from '@core/flags/overrides';
import type { Db } from '../db/database';
import { checkedEmail, checkedValue, describeTargets, FlagInputError, knownFlag as knownFlagOf, knownPlan } from '../flags/flagInput';
import { FlagStore } from '../flags/flagStore';
import { AdminError, AdminUsageError } from './adminError';

/** Who the flag's row and its audit entries name for `npm run admin` (as for set-plan, add-credits and add-runs). */
const UPDATED_BY = 'cli';

/** The usage of `flags`, printed with a wrong subcommand or missing arguments. */
export const FLAGS_USAGE = [
  'npm run admin -- flags list',
  'npm run admin -- flags set <flag_id> <json value> [--plan <plan_id>]... [--email <email>]...',
  'npm run admin -- flags unset <flag_id> [--plan <plan_id>]... [--email <email>]...',
].join('\n');

/** Runs a shared check; its refusal becomes an AdminError (printed, exit 1). */
function check<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FlagInputError) throw new AdminError(error.message);
    throw error;
  }
}

const knownFlag = (id: string): TFlagDefinition => check(() => knownFlagOf(id, 'List the flags with: npm run admin -- flags list'));

/** The value as JSON; a string flag also takes a bare word (claude), so shells need no extra quotes. */
function parseValue(flag: TFlagDefinition, raw: string): TFlagValue {
  let value: TFlagValue;
  try {
    value = JSON.parse(raw) as TFlagValue;
  } catch {
    if (flag.type !== 'string') throw new AdminError(`The value of "${flag.id}" must be JSON (a ${flag.type}); ${JSON.stringify(raw)} is not JSON.`);
    value = raw;
  }
  return check(() => checkedValue(flag, value));
}

/** `--plan <id>` and `--email <e>`, each as often as wanted; anything else is wrong usage. */
function parseTargets(args: string[]): Omit<TFlagOverride, 'value'> {
  const plans: string[] = [];
  const emails: string[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const [option, value] = [args[i], args[i + 1]];
    if (value === undefined || (option !== '--plan' && option !== '--email')) {
      throw new AdminUsageError(`Expected --plan <plan_id> or --email <email>, got "${args.slice(i).join(' ')}".\n\n${FLAGS_USAGE}`);
    }
    if (option === '--plan') plans.push(check(() => knownPlan(value.trim())));
    else emails.push(check(() => checkedEmail(value)));
  }
  return { ...(plans.length ? { plans } : {}), ...(emails.length ? { emails } : {}) };
}

async function listFlags(store: FlagStore): Promise<string> {
  const rows = new Map((await store.rows()).map((row) => [row.flagId, row]));
  const width = Math.max(...FLAG_IDS.map((id) => id.length));
  const lines = FLAG_CATALOGUE.map((flag) => {
    const row = rows.get(flag.id);
    const overrides = row?.overrides.map((override) => `${describeTargets(override)} → ${JSON.stringify(override.value)}`).join('; ');
    return `${flag.id.padEnd(width)}  ${flag.type.padEnd(7)}  ${overrides ?? 'plan table'}`;
  });
  return [`${'FLAG'.padEnd(width)}  ${'TYPE'.padEnd(7)}  OVERRIDES (first match wins; otherwise the plan table)`, ...lines].join('\n');
}

/**
 * `flags list | set | unset`: the overrides of feature flags (feature_flags). A flag without overrides
 * follows the plan table. Validates flag ids, value types, plan ids and emails against the catalogue.
 */
export async function flagsCommand(db: Db, args: string[]): Promise<string> {
  const [action, flagId, ...rest] = args;
  const store = new FlagStore(db);
  if (action === 'list' && args.length === 1) return listFlags(store);
  if (action === 'set' && flagId && rest.length >= 1) {
    const flag = knownFlag(flagId.trim());
    const [raw, ...options] = rest;
    const value = parseValue(flag, raw!);
    const targets = parseTargets(options);
    await store.setOverride(flag.id, { value, ...targets }, UPDATED_BY);
    return `${flag.id} is now ${JSON.stringify(value)} for ${describeTargets(targets)}. Running servers see it within a second.`;
  }
  if (action === 'unset' && flagId) {
    const flag = knownFlag(flagId.trim());
    const targets = rest.length ? parseTargets(rest) : undefined;
    const removed = await store.unsetOverride(flag.id, UPDATED_BY, targets);
    if (!removed) throw new AdminError(`${flag.id} has no override${targets ? ` for ${describeTargets(targets)}` : ''}; nothing changed.`);
    return targets ? `Removed the override of ${flag.id} for ${describeTargets(targets)}.` : `${flag.id} follows the plan table again.`;
  }
  throw new AdminUsageError(`Usage of flags:\n${FLAGS_USAGE}`);
}
