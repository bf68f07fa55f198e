import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The answers a user gave at sign-up (spec §3 onboarding data), one row per user. */
export const onboardingData = pgTable('onboarding_data', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  teamSize: text('team_size'),
  appStartingPoint: text('app_starting_point'),
  startingWorkflow: text('starting_workflow'),
  hearAboutUs: text('hear_about_us'),
  hearAboutSourceOrQuery: text('hear_about_source_or_query'),
  projectName: text('project_name'),
  partnerId: text('partner_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TOnboardingRow = typeof onboardingData.$inferSelect;
