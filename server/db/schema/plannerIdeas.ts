import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { teams } from './teams';
import { users } from './users';

/**
 * An article idea of the content planner (/content-planner/topic): one of a topic's cluster, a pillar
 * or a supporting article of its pillar, with its target keyword, search intent and suggested
 * headlines. Placed on the calendar (`plannedOn`) with a status and an assignee (a team member).
 */
export const plannerIdeas = pgTable(
  'planner_ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    keyword: text('keyword').notNull(),
    /** informational, commercial, transactional or navigational. */
    intent: text('intent').notNull(),
    /** "pillar" or "supporting"; a supporting idea names its pillar. */
    role: text('role').notNull(),
    pillarId: uuid('pillar_id'),
    headlines: jsonb('headlines').$type<string[]>().notNull().default([]),
    /** idea, writing or published. */
    status: text('status').notNull().default('idea'),
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    plannedOn: date('planned_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('planner_ideas_project_idx').on(table.projectId, table.topic), index('planner_ideas_calendar_idx').on(table.projectId, table.plannedOn)],
);

export type TPlannerIdeaRow = typeof plannerIdeas.$inferSelect;
