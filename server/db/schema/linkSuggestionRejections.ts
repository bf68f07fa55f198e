import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { users } from './users';

/**
 * A link suggestion a writer rejected for a doc (AI Interlinking): never offered again for that doc.
 * `suggestion_id` is the stable hash of doc, target and anchor; target and anchor say what it was.
 */
export const linkSuggestionRejections = pgTable(
  'link_suggestion_rejections',
  {
    blogId: uuid('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
    suggestionId: text('suggestion_id').notNull(),
    targetKind: text('target_kind').$type<'doc' | 'page'>().notNull(),
    /** The doc's id, or the page's URL (targetKey without its kind). */
    targetId: text('target_id').notNull(),
    anchor: text('anchor').notNull(),
    /** Who rejected it (a co-editor's rejection holds for the whole doc). */
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blogId, table.suggestionId] })],
);
