import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TBrandVoiceProfile, TBrandVoiceSource } from '@core/api/brandVoices';
import { teams } from './teams';
import { users } from './users';

/**
 * A brand voice (spec §3 Brand voice list): a profile extracted from the writer's samples (pasted
 * text, uploaded documents, URLs) and then edited by them. `teamId` set makes it a team brand voice,
 * used by the team in team mode. `profileVersion` below the current one asks for the samples again
 * (the user record's requireBrandVoiceReupload / requireTeamBrandVoiceReupload).
 */
export const brandVoices = pgTable(
  'brand_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    profile: jsonb('profile').$type<TBrandVoiceProfile>().notNull(),
    /** What the profile was drawn from (kind, name, characters read); the samples' text itself is not kept. */
    sources: jsonb('sources').$type<TBrandVoiceSource[]>().notNull().default([]),
    profileVersion: integer('profile_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('brand_voices_user_idx').on(table.userId, table.createdAt), index('brand_voices_team_idx').on(table.teamId, table.createdAt)],
);

export type TBrandVoiceRow = typeof brandVoices.$inferSelect;
