import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * An email address a team admin invited (docs/decisions.md, Teams): only a signed-in user with that
 * email may join the team; joining uses the invitation up. Emails are stored lower-case.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Joining looks the invitation up by team and the joiner's email (the key).
  (table) => [primaryKey({ columns: [table.teamId, table.email] }), index('team_invitations_email_idx').on(table.email)],
);

export type TTeamInvitationRow = typeof teamInvitations.$inferSelect;
