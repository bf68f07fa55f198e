import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/** Membership of a user in a team; the admin is a member too (teams.admin_id says who leads). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The user-details call finds a user's team by user id on every page load.
  (table) => [primaryKey({ columns: [table.teamId, table.userId] }), index('team_members_user_id_idx').on(table.userId, table.joinedAt)],
);
