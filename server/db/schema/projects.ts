import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A project groups a user's docs, chats and assets (spec §3: _id, project_name). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_owner_id_idx').on(table.ownerId, table.createdAt)],
);

export type TProjectRow = typeof projects.$inferSelect;
