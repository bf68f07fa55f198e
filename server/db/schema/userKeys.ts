import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/** A bring-your-own-key user's provider key, sealed with AES-256-GCM; only its last four characters are kept in clear. */
export const userKeys = pgTable('user_keys', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  sealedKey: text('sealed_key').notNull(),
  keyHint: text('key_hint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
