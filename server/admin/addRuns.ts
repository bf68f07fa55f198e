import type { TRunLimits } from '@core/plans/planTypes';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import { grantAddon } from '../commands/addonGranter';
import type { Db } from '../db/database';
import { AdminError } from './adminError';
import { parsePositiveAmount } from './amounts';
import { findUserByEmail } from './userByEmail';

/** The features runs can be bought for (spec §3 additionalRuns). */
export const RUN_FEATURES = ['autoblog_workflow', 'content_optimization'] as const satisfies readonly (keyof TRunLimits)[];
type TRunFeature = (typeof RUN_FEATURES)[number];

function runFeature(text: string): TRunFeature {
  const feature = RUN_FEATURES.find((name) => name === text.trim());
  if (!feature) throw new AdminError(`Unknown feature "${text}". Runs can be added for: ${RUN_FEATURES.join(', ')}.`);
  return feature;
}

/** `add-runs <email> <feature> <count>`: adds purchased runs, used once the plan's own runs are spent, with its audit entry. */
export async function addRuns(db: Db, email: string, featureText: string, countText: string, now = new Date()): Promise<string> {
  const feature = runFeature(featureText);
  const count = parsePositiveAmount(countText, 'number of runs', { whole: true });
  const user = await findUserByEmail(db, email);
  const { result: row } = await auditedAccountChange(db, { actor: 'cli', action: 'runs.add', userId: user.id }, (tx) => grantAddon(tx, user.id, feature, count, now));
  return `Added ${count} ${feature} runs to ${user.email}; additional ${feature} runs are now ${row!.additionalRuns[feature]}.`;
}
