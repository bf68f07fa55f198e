import { z } from 'zod';
import { ZAutoblogTemplate } from './autoblog';

/**
 * The content planner (/content-planner/{current}; issue 21): for a topic, a cluster of article
 * ideas (one pillar and its supporting articles) with their target keyword, search intent and
 * suggested headlines; ideas go on a calendar with a status and an assignee, and open in the blog
 * workflow or in AutoBlog.
 *
 * POST   /api/planner/clusters                → 201 { ideas, assignees, engine, … }   (plans a topic)
 * GET    /api/planner/ideas?unique_id&project_id[&topic|&month] → 200 { ideas, topics, assignees }
 * PATCH  /api/planner/ideas/:id               → 200 { idea }   (status, assignee, planned_on, title)
 * DELETE /api/planner/ideas/:id?unique_id     → 204            (a pillar takes its supporting ideas with it)
 * POST   /api/planner/ideas/:id/workflow      → 201 { workflow_id, idea }   (a workflow with its topic, keyword, headlines)
 * POST   /api/planner/ideas/:id/autoblog      → 202 { run_id, idea }        (an AutoBlog run of its keyword)
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Bounds of what the planner holds; a model's answer is cut to them. */
export const PLANNER_LIMITS = {
  topicChars: 200,
  titleChars: 300,
  keywordChars: 200,
  headlineChars: 300,
  headlinesPerIdea: 3,
  supportingMin: 5,
  supportingMax: 10,
  /** Ideas one list answers at most (a project's whole plan, or one month). */
  listed: 500,
} as const;

export const PLANNER_INTENTS = ['informational', 'commercial', 'transactional', 'navigational'] as const;
export const ZPlannerIntent = z.enum(PLANNER_INTENTS);
export type TPlannerIntent = z.infer<typeof ZPlannerIntent>;

export const PLANNER_ROLES = ['pillar', 'supporting'] as const;
export const ZPlannerRole = z.enum(PLANNER_ROLES);
export type TPlannerRole = z.infer<typeof ZPlannerRole>;

export const PLANNER_STATUSES = ['idea', 'writing', 'published'] as const;
export const ZPlannerStatus = z.enum(PLANNER_STATUSES);
export type TPlannerStatus = z.infer<typeof ZPlannerStatus>;

/** Markup in a field that is plain text (a topic, a title): refused rather than stored. */
const MARKUP = /<\/?[a-z!][^>]*>/i;

/** A plain-text field: trimmed, required, bounded, and no HTML. */
const plainField = (what: string, max: number, empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `${what} can be at most ${max} characters.`)
    .refine((value) => !MARKUP.test(value), `${what} is plain text: leave out HTML tags.`);

export const ZPlannerTopic = plainField('A topic', PLANNER_LIMITS.topicChars, 'Please type a topic to plan.');
export const ZPlannerTitle = plainField('A title', PLANNER_LIMITS.titleChars, 'An idea needs a title.');

/** A calendar day, "2026-05-14". */
export const ZPlannerDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'That is not a date.');
/** A calendar month, "2026-05". */
export const ZPlannerMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM.');

/** One idea as planned (by a model or from search results), before it is saved. */
export const ZPlannedIdea = z.object({
  title: z.string().max(PLANNER_LIMITS.titleChars),
  keyword: z.string().max(PLANNER_LIMITS.keywordChars),
  intent: ZPlannerIntent,
  headlines: z.array(z.string().max(PLANNER_LIMITS.headlineChars)).max(PLANNER_LIMITS.headlinesPerIdea),
});
export type TPlannedIdea = z.infer<typeof ZPlannedIdea>;
/** A topic's cluster: one pillar and its supporting articles. */
export type TPlannedCluster = { pillar: TPlannedIdea; supporting: TPlannedIdea[] };

/** Someone an idea may be assigned to: the person, or in team mode a member of the team. */
export const ZPlannerAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TPlannerAssignee = z.infer<typeof ZPlannerAssignee>;

export const ZPlannerIdea = z.object({
  id: z.string(),
  project_id: z.string(),
  team_id: z.string().nullable(),
  topic: z.string(),
  title: z.string(),
  keyword: z.string(),
  intent: ZPlannerIntent,
  role: ZPlannerRole,
  /** The pillar a supporting idea belongs to; null for a pillar. */
  pillar_id: z.string().nullable(),
  headlines: z.array(z.string()),
  status: ZPlannerStatus,
  assignee_id: z.string().nullable(),
  /** The calendar day it is planned for; null while it is not on the calendar. */
  planned_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the server allows now (the UI never re-derives these rules). */
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), assign: z.boolean(), open: z.boolean() }),
});
export type TPlannerIdea = z.infer<typeof ZPlannerIdea>;

/** Who asks, and in which team (team mode). */
const ZPlannerScope = z.object({ unique_id: ZId, team_id: ZId.nullish() });

export const ZPlanClusterInput = ZPlannerScope.extend({
  project_id: ZId,
  topic: ZPlannerTopic,
  /** The logical model (the person's default chat model when absent). */
  model: z.string().max(100).optional(),
  language: z.string().trim().min(1).max(40).optional(),
});
export type TPlanClusterInput = z.input<typeof ZPlanClusterInput>;

/** A planned cluster: its saved ideas (pillar first), who they may be assigned to, and which engine planned them. */
export const ZPlanClusterResponse = z.object({
  ideas: z.array(ZPlannerIdea),
  assignees: z.array(ZPlannerAssignee),
  engine: z.enum(['model', 'offline']),
  model: z.string(),
  requested_model: z.string(),
  /** Whether web search results grounded the plan. */
  searched: z.boolean(),
  credits_charged: z.number(),
  /** What the person should know: planned without a model, search unavailable, or nothing could be planned. */
  notice: z.string().nullable(),
});
export type TPlanClusterResponse = z.infer<typeof ZPlanClusterResponse>;

export const ZPlannerListQuery = ZPlannerScope.extend({
  project_id: ZId,
  /** One topic's clusters. */
  topic: z.string().trim().max(PLANNER_LIMITS.topicChars).optional(),
  /** The ideas planned in one calendar month. */
  month: ZPlannerMonth.optional(),
});
export type TPlannerListQuery = z.input<typeof ZPlannerListQuery>;

export const ZPlannerListResponse = z.object({
  ideas: z.array(ZPlannerIdea),
  /** The project's planned topics, newest first. */
  topics: z.array(z.object({ topic: z.string(), ideas: z.number().int() })),
  assignees: z.array(ZPlannerAssignee),
});
export type TPlannerListResponse = z.infer<typeof ZPlannerListResponse>;

export const ZPlannerIdeaParams = z.object({ id: ZId });
export const ZPlannerScopeQuery = ZPlannerScope;

export const ZUpdatePlannerIdeaInput = ZPlannerScope.extend({
  status: ZPlannerStatus.optional(),
  /** A member of the idea's team (or the person, outside team mode); null unassigns. */
  assignee_id: ZId.nullable().optional(),
  /** null takes it off the calendar. */
  planned_on: ZPlannerDate.nullable().optional(),
  title: ZPlannerTitle.optional(),
});
export type TUpdatePlannerIdeaInput = z.input<typeof ZUpdatePlannerIdeaInput>;

export const ZPlannerIdeaResponse = z.object({ idea: ZPlannerIdea });

export const ZOpenIdeaInWorkflowInput = ZPlannerScope;
export const ZOpenIdeaInWorkflowResponse = z.object({ workflow_id: z.string(), idea: ZPlannerIdea });

export const ZOpenIdeaInAutoblogInput = ZPlannerScope.extend({
  /** The AutoBlog template; a pillar page for a pillar, else by its intent, when absent. */
  template: ZAutoblogTemplate.optional(),
  model: z.string().max(100).optional(),
});
export type TOpenIdeaInAutoblogInput = z.input<typeof ZOpenIdeaInAutoblogInput>;
export const ZOpenIdeaInAutoblogResponse = z.object({ run_id: z.string(), idea: ZPlannerIdea });
