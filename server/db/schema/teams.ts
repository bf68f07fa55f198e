import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditsColumn } from './creditsColumn';
import { users } from './users';

/** A team (spec §3): one admin, members sharing the team plan's credits and runs. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: text('admin_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /**
   * Whose purchases keep the team's plan (teamOwnership.syncOwnedTeam): the buyer, still after the
   * admin role is handed over, until the new admin buys a team plan for it. Null once the payer's
   * account is deleted (the team is then marked expired: accountDeleter).
   */
  payerId: text('payer_id').references(() => users.id, { onDelete: 'set null' }),
  planName: text('plan_name'),
  maxMembers: integer('max_members').notNull().default(1),
  creditLimit: creditsColumn('credit_limit').notNull().default(0),
  creditsUsed: creditsColumn('credits_used').notNull().default(0),
  additionalCredits: creditsColumn('additional_credits').notNull().default(0),
  expired: boolean('expired').notNull().default(false),
  /** Runs left this period for the team (spec §3 teamFeatureRuns), shared by its members. */
  featureRuns: jsonb('feature_runs').$type<{ autoblog_workflow: number; content_optimization: number }>().notNull().default({ autoblog_workflow: 0, content_optimization: 0 }),
  /** A member's doc is published through the admin's integrations only after the admin approves it (issue 20). */
  publishApproval: boolean('publish_approval').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TTeamRow = typeof teams.$inferSelect;
