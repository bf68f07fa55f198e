import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Chat support (issue 22; flag chat-support): one thread per person with the installation's
 * administrators. `lastMessageAt` orders the admin page's list; `status` is open until an admin closes it.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_threads_last_idx').on(table.lastMessageAt)],
);

/** One message of a support thread, from the person (`fromAdmin` false) or an administrator (their email in `authorEmail`). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    fromAdmin: boolean('from_admin').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person (for an admin's message) or the admins (for the person's) read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('support_messages_thread_idx').on(table.threadId, table.createdAt)],
);

export type TSupportThreadRow = typeof supportThreads.$inferSelect;
export type TSupportMessageRow = typeof supportMessages.$inferSelect;
