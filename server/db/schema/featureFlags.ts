import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TFlagOverride } from '@core/flags/overrides';

/**
 * Overrides of a feature flag, edited by an administrator (`npm run admin -- flags …`). A flag with
 * no row follows the plan table; `rules` is a list of `{ value, plans?, emails? }` tried in order.
 */
export const featureFlags = pgTable('feature_flags', {
  flagId: text('flag_id').primaryKey(),
  rules: jsonb('rules').$type<TFlagOverride[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
