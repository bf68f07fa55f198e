import { FLAG_CATALOGUE, FLAG_IDS, findFlag, valueFitsFlag, type TFlagDefinition, type TFlagValue } from '@core/flags/catalogue';
import type { TFlagOverride } from '@core/flags/overrides';
import { findPlan, PLAN_LIST } from '@core/plans/planTable';
import type { Db } from '../db/database';
import { FlagStore } from '../flags/flagStore';
import { AdminError, AdminUsageError } from './adminError';
import { closeMatches } from './closeMatches';

const UPDATED_BY = 'admin command';

/** The usage of `flags`, printed with a wrong subcommand or missing arguments. */
export const FLAGS_USAGE = [
  'npm run admin -- flags list',
  'npm run admin -- flags set <flag_id> <json value> [--plan <plan_id>]... [--email <email>]...',
  'npm run admin -- flags unset <flag_id> [--plan <plan_id>]... [--email <email>]...',
].join('\n');

function knownFlag(id: string): TFlagDefinition {
  const flag = findFlag(id);
  if (flag) return flag;
  const matches = closeMatches(id, FLAG_IDS);
  const hint = matches.length ? `Did you mean: ${matches.join(', ')}?` : 'List the flags with: npm run admin -- flags list';
  throw new AdminError(`Unknown flag "${id}". ${hint}`);
}

function knownPlan(id: string): string {
  if (findPlan(id)) return id;
  const matches = closeMatches(id, PLAN_LIST.map((plan) => plan.id));
  throw new AdminError(`Unknown plan id "${id}".${matches.length ? ` Did you mean: ${matches.join(', ')}?` : ''}`);
}

/** The value as JSON; a string flag also takes a bare word (claude), so shells need no extra quotes. */
function parseValue(flag: TFlagDefinition, raw: string): TFlagValue {
  let value: TFlagValue;
  try {
    value = JSON.parse(raw) as TFlagValue;
  } catch {
    if (flag.type !== 'string') throw new AdminError(`The value of "${flag.id}" must be JSON (a ${flag.type}); ${JSON.stringify(raw)} is not JSON.`);
    value = raw;
  }
  if (!valueFitsFlag(flag, value)) {
    throw new AdminError(`Flag "${flag.id}" holds a ${flag.type}; ${JSON.stringify(value)} is not one.`);
  }
  return value;
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
    if (option === '--plan') plans.push(knownPlan(value.trim()));
    else if (/^[^\s@]+@[^\s@]+$/.test(value.trim())) emails.push(value.trim().toLowerCase());
    else throw new AdminError(`"${value}" is not an email address.`);
  }
  return { ...(plans.length ? { plans } : {}), ...(emails.length ? { emails } : {}) };
}

function describeTargets(targets: Omit<TFlagOverride, 'value'>): string {
  const parts = [targets.plans && `plans ${targets.plans.join(', ')}`, targets.emails && `emails ${targets.emails.join(', ')}`].filter(Boolean);
  return parts.length ? parts.join(' or ') : 'everyone';
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
    return `${flag.id} is now ${JSON.stringify(value)} for ${describeTargets(targets)}. A running server sees it within 4 hours, or at once after a restart.`;
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
