import { boolean, date, doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { creditsColumn } from './creditsColumn';

type TRuns = { autoblog_workflow: number; content_optimization: number };
const NO_RUNS: TRuns = { autoblog_workflow: 0, content_optimization: 0 };

/**
 * A person with an account. better-auth owns the identity columns (id … updatedAt); the rest is the
 * product's User of spec §3. One row, so a user is always loaded in one query.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  planName: text('plan_name'),
  creditLimit: creditsColumn('credit_limit').notNull().default(0),
  creditsUsed: creditsColumn('credits_used').notNull().default(0),
  additionalCredits: creditsColumn('additional_credits').notNull().default(0),
  /** The UTC day credits_used counts, on plans with daily credits (forever-free); an older day means none used today. */
  creditsDay: date('credits_day', { mode: 'string' }),
  paidUser: boolean('paid_user').notNull().default(false),
  activeUser: boolean('active_user').notNull().default(true),
  expiryDate: timestamp('expiry_date', { withTimezone: true }),
  subscriptionStatus: text('subscription_status'),
  paymentStatus: text('payment_status'),
  freeTrialOfferExtended: boolean('free_trial_offer_extended').notNull().default(false),
  teamMember: boolean('team_member').notNull().default(false),
  featureRuns: jsonb('feature_runs').$type<TRuns>().notNull().default(NO_RUNS),
  additionalRuns: jsonb('additional_runs').$type<TRuns>().notNull().default(NO_RUNS),
  fupRatio: doublePrecision('fup_ratio').notNull().default(0),
  onboardingSteps: jsonb('onboarding_steps').$type<Record<string, boolean>>().notNull().default({}),
  lastSeenVersion: text('last_seen_version'),
  /** The person hid the floating feedback button (issue 22); remembered across devices until they bring it back. */
  feedbackWidgetHidden: boolean('feedback_widget_hidden').notNull().default(false),
});

export type TUserRow = typeof users.$inferSelect;
