import type { TAccountLimits } from '@core/api/accountLimits';
import { RUN_FEATURES, type TRunFeature } from '@core/api/admin';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { grantAddon } from '../commands/addonGranter';
import type { Db } from '../db/database';
import { AdminError } from './adminError';
import { parsePositiveAmount } from './amounts';
import { findUserByEmail } from './userByEmail';

function runFeature(text: string): TRunFeature {
  const feature = RUN_FEATURES.find((name) => name === text.trim());
  if (!feature) throw new AdminError(`Unknown feature "${text}". Runs can be added for: ${RUN_FEATURES.join(', ')}.`);
  return feature;
}

/** Adds runs of a feature (used once the plan's own are spent) with its audit entry naming `actor`. */
export async function grantRuns(db: Db, actor: string, userId: string, feature: TRunFeature, count: number, now = new Date()): Promise<{ email: string; after: TAccountLimits }> {
  return auditedAccountChange(db, { actor, action: 'runs.add', userId }, (tx) => grantAddon(tx, userId, feature, count, now));
}

/** `add-runs <email> <feature> <count>`: adds purchased runs, used once the plan's own runs are spent, with its audit entry. */
export async function addRuns(db: Db, email: string, featureText: string, countText: string, now = new Date()): Promise<string> {
  const feature = runFeature(featureText);
  const count = parsePositiveAmount(countText, 'number of runs', { whole: true });
  const user = await findUserByEmail(db, email);
  const { after } = await grantRuns(db, 'cli', user.id, feature, count, now);
  return `Added ${count} ${feature} runs to ${user.email}; additional ${feature} runs are now ${after.additional_runs[feature]}.`;
}
