import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, DEFAULT_TONE, RESEARCH_TOP_KEYWORDS } from '../constants';
import { ZPassage } from './citations';

/**
 * The step-by-step blog workflow (issue 19; spec §1, §2 /workflows, §3 Research, Headline and
 * Outline state). A workflow is a row on the server holding every step's state, so a person can
 * leave, come back on another device, or go back a step without losing later work. Research and the
 * draft are background jobs whose progress is in the workflow; the page polls it while one runs.
 *
 * POST  /api/workflows                    → 201 { workflow }   (a new workflow in a project)
 * GET   /api/workflows?unique_id&page     → 200 { workflows, page, has_more } (newest first, summaries)
 * GET   /api/workflows/:id                → 200 { workflow }
 * PATCH /api/workflows/:id                → 200 { workflow }   (saves one or more steps' state)
 * POST  /api/workflows/:id/research       → 202 { workflow }   (starts the research job)
 * POST  /api/workflows/:id/write          → 202 { workflow }   (creates the doc, starts writing it)
 * DELETE /api/workflows/:id               → 204
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

export const WORKFLOW_STEPS = ['files', 'research', 'headline', 'outline', 'write'] as const;
export const ZWorkflowStep = z.enum(WORKFLOW_STEPS);
export type TWorkflowStep = z.infer<typeof ZWorkflowStep>;

/** Bounds of what a workflow holds (the PATCH body is checked against them). */
export const WORKFLOW_LIMITS = {
  topicChars: 200,
  customSources: 5,
  /** Related keywords kept (shown 10 at a time, "load more"). */
  relatedKeywords: 50,
  serpHeadlines: 10,
  questions: 60,
  factSheets: 8,
  factsPerSheet: 8,
  researchContextChars: 20_000,
  headlines: 40,
  headlineChars: 300,
  sections: 20,
  sectionTextChars: 3_000,
  pointsPerSection: 12,
  listItemsPerSection: 15,
  introChars: 5_000,
} as const;
export const WORKFLOWS_PAGE_SIZE = 20;

/** Where a question came from: the search provider's own questions, or a search restricted to a site. */
export const ZQuestionSource = z.enum(['search', 'quora', 'reddit', 'custom']);
export const ZResearchQuestion = z.object({ text: z.string().max(500), source: ZQuestionSource, url: z.string().max(2_000).nullable() });
export type TResearchQuestion = z.infer<typeof ZResearchQuestion>;

/** A top search result: its title and address, and the H2/H3 headings of its page when it was read (an outline without a model comes from these). */
export const ZSerpHeadline = z.object({ title: z.string().max(500), url: z.string().max(2_000), headings: z.array(z.string().max(300)).max(40).default([]) });
export type TSerpHeadline = z.infer<typeof ZSerpHeadline>;

/**
 * One fact of a sheet: `text` is an exact span of `passage.text`, which is itself an exact slice of
 * the source as read (a page as fetched, or a stored asset chunk), as FactGPT's citations are.
 */
export const ZFact = z.object({ text: z.string().max(1_000), passage: ZPassage });
export type TFact = z.infer<typeof ZFact>;
/** A short list of facts from one source. */
export const ZFactSheet = z.object({ title: z.string().max(500), url: z.string().max(2_000).nullable(), asset_id: z.string().nullable(), facts: z.array(ZFact).max(WORKFLOW_LIMITS.factsPerSheet) });
export type TFactSheet = z.infer<typeof ZFactSheet>;

/** A background job's progress inside a workflow (research, write). */
export const ZWorkflowJob = z.object({
  status: z.enum(['idle', 'queued', 'running', 'ready', 'paused', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** What it is doing or did last ("Reading 3 of 5 pages"). */
  step: z.string().nullable(),
  error: z.string().nullable(),
});
export type TWorkflowJob = z.infer<typeof ZWorkflowJob>;
export const IDLE_JOB: TWorkflowJob = { status: 'idle', progress: 0, step: null, error: null };

/** Files step: the project's assets the research and the draft use (within the plan's selection limits). */
export const ZFilesState = z.object({ asset_ids: z.array(ZId).max(200).default([]), skipped: z.boolean().default(false) });
export type TFilesState = z.infer<typeof ZFilesState>;

/** Research state (spec §3): what the writer asked for, and what the research job found. */
export const ZResearchState = z.object({
  topic: z.string().trim().max(WORKFLOW_LIMITS.topicChars).default(''),
  country: z.string().trim().min(1).max(60).default(DEFAULT_COUNTRY),
  language: z.string().trim().min(1).max(40).default(DEFAULT_LANGUAGE),
  /** Ask Quora and Reddit (site-restricted searches) for questions. */
  quora: z.boolean().default(true),
  reddit: z.boolean().default(true),
  /** Further sites to ask for questions ("stackexchange.com"). */
  custom_sources: z.array(z.string().trim().min(1).max(200)).max(WORKFLOW_LIMITS.customSources).default([]),
  job: ZWorkflowJob.default(IDLE_JOB),
  /** Where the research came from: the web (and the assets), or the assets only (no search provider). */
  engine: z.enum(['web', 'assets']).nullable().default(null),
  related_keywords: z.array(z.string().max(200)).max(WORKFLOW_LIMITS.relatedKeywords).default([]),
  num_top_keywords_to_load: z.number().int().min(1).max(WORKFLOW_LIMITS.relatedKeywords).default(RESEARCH_TOP_KEYWORDS),
  serp_headlines: z.array(ZSerpHeadline).max(WORKFLOW_LIMITS.serpHeadlines).default([]),
  questions: z.array(ZResearchQuestion).max(WORKFLOW_LIMITS.questions).default([]),
  fact_sheets: z.array(ZFactSheet).max(WORKFLOW_LIMITS.factSheets).default([]),
  /** Facts, questions and keywords the writer picked for the context ("selected context"), by their text. */
  selected_context: z.array(z.string().max(1_000)).max(100).default([]),
  /** The research the later steps use (editable; rebuilt from the research and the selection). */
  research_context: z.string().max(WORKFLOW_LIMITS.researchContextChars).default(''),
  /** What the writer should know ("No web search is configured, so the research comes from the assets only."). */
  notices: z.array(z.string().max(500)).max(10).default([]),
});
export type TResearchState = z.infer<typeof ZResearchState>;

export const HEADLINE_STYLES = ['how_to', 'listicle', 'question', 'guide', 'comparison', 'news', 'benefit'] as const;
export const ZHeadlineStyle = z.enum(HEADLINE_STYLES);

/** Headline state (spec §3): generated, saved (favourites), style, context, highlight (the chosen one). */
export const ZHeadlineState = z.object({
  generated: z.array(z.string().max(WORKFLOW_LIMITS.headlineChars)).max(WORKFLOW_LIMITS.headlines).default([]),
  saved: z.array(z.string().max(WORKFLOW_LIMITS.headlineChars)).max(WORKFLOW_LIMITS.headlines).default([]),
  style: ZHeadlineStyle.default('how_to'),
  context: z.string().max(2_000).default(''),
  highlight: z.string().max(WORKFLOW_LIMITS.headlineChars).nullable().default(null),
});
export type THeadlineState = z.infer<typeof ZHeadlineState>;

/** One subheading of the outline with its intro, talking points and AI list. */
export const ZOutlineSection = z.object({
  /** Stable across reorders (the client makes it). */
  id: z.string().min(1).max(64),
  heading: z.string().trim().min(1, 'A subheading cannot be empty.').max(WORKFLOW_LIMITS.headlineChars),
  intro: z.string().max(WORKFLOW_LIMITS.sectionTextChars).default(''),
  points: z.array(z.string().max(500)).max(WORKFLOW_LIMITS.pointsPerSection).default([]),
  list: z.array(z.string().max(500)).max(WORKFLOW_LIMITS.listItemsPerSection).default([]),
});
export type TOutlineSection = z.infer<typeof ZOutlineSection>;

/** Outline state (spec §3): generated subheadings, the blog intro, the saved outline and its AI lists. */
export const ZOutlineState = z.object({
  generated: z.array(z.string().max(WORKFLOW_LIMITS.headlineChars)).max(WORKFLOW_LIMITS.sections * 2).default([]),
  intro: z.string().max(WORKFLOW_LIMITS.introChars).default(''),
  sections: z.array(ZOutlineSection).max(WORKFLOW_LIMITS.sections, `An outline has at most ${WORKFLOW_LIMITS.sections} subheadings.`).default([]),
});
export type TOutlineState = z.infer<typeof ZOutlineState>;

/** Write step: the doc being written and its job. */
export const ZWriteState = z.object({
  job: ZWorkflowJob.default(IDLE_JOB),
  blog_id: z.string().nullable().default(null),
  tone: z.string().trim().min(1).max(40).default(DEFAULT_TONE),
  /** Target length in words. */
  length: z.number().int().min(300).max(5_000).default(1_500),
  credits_charged: z.number().default(0),
});
export type TWriteState = z.infer<typeof ZWriteState>;

export const ZWorkflow = z.object({
  id: z.string(),
  project_id: z.string().nullable(),
  team_id: z.string().nullable(),
  /** The step the person was on last. */
  step: ZWorkflowStep,
  /** Bumped by every change; a PATCH may send the revision it started from (409 when it moved on). */
  revision: z.number().int(),
  files: ZFilesState,
  research: ZResearchState,
  headline: ZHeadlineState,
  outline: ZOutlineState,
  write: ZWriteState,
  /** The logical model the later steps use (the plan's default workflow model when null). */
  model: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the server allows now (the UI never re-derives these rules). */
  abilities: z.object({
    edit: z.boolean(),
    research: z.boolean(),
    write: z.boolean(),
    /** Why write is false ("Pick a headline first.", "Writing the draft needs a model: …"). */
    write_blocked_reason: z.string().nullable(),
    delete: z.boolean(),
  }),
});
export type TWorkflow = z.infer<typeof ZWorkflow>;

export const ZWorkflowSummary = z.object({
  id: z.string(),
  step: ZWorkflowStep,
  topic: z.string(),
  headline: z.string().nullable(),
  blog_id: z.string().nullable(),
  updated_at: z.string(),
});
export type TWorkflowSummary = z.infer<typeof ZWorkflowSummary>;

export const ZWorkflowResponse = z.object({ workflow: ZWorkflow });
export const ZWorkflowListResponse = z.object({ workflows: z.array(ZWorkflowSummary), page: z.number().int(), has_more: z.boolean() });

export const ZWorkflowQuery = z.object({ unique_id: ZId, team_id: ZId.nullish() });
export const ZWorkflowListQuery = ZWorkflowQuery.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZWorkflowIdParams = z.object({ id: ZId });

export const ZCreateWorkflowInput = ZWorkflowQuery.extend({ project_id: ZId, model: z.string().max(100).optional() });
export type TCreateWorkflowInput = z.input<typeof ZCreateWorkflowInput>;

/** A patch of a step's state: every field optional, and none filled with its default (a field not sent keeps its stored value). */
function patchOf<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]),
  ) as unknown as { [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]> };
  return z.object(fields);
}

/**
 * The research a client may change: what to research, the selection and the context text. What the
 * research found (keywords, results, questions, fact sheets and their passages) is the server's, so
 * a draft never cites a passage nobody read.
 */
const ZResearchPatch = patchOf(
  ZResearchState.pick({
    topic: true,
    country: true,
    language: true,
    quora: true,
    reddit: true,
    custom_sources: true,
    num_top_keywords_to_load: true,
    selected_context: true,
    research_context: true,
  }).shape,
);

/** Saves the parts sent; the rest stays as it is. */
export const ZPatchWorkflowInput = ZWorkflowQuery.extend({
  revision: z.number().int().optional(),
  step: ZWorkflowStep.optional(),
  model: z.string().max(100).nullable().optional(),
  files: patchOf(ZFilesState.shape).optional(),
  research: ZResearchPatch.optional(),
  headline: patchOf(ZHeadlineState.shape).optional(),
  outline: patchOf(ZOutlineState.shape).optional(),
  write: patchOf(ZWriteState.pick({ tone: true, length: true }).shape).optional(),
});
export type TPatchWorkflowInput = z.input<typeof ZPatchWorkflowInput>;

/** Starts (or starts again) the research with the topic and sources given. */
export const ZStartResearchInput = ZWorkflowQuery.extend({
  topic: z.string().trim().min(1, 'Please type a topic to research.').max(WORKFLOW_LIMITS.topicChars, `A topic can be at most ${WORKFLOW_LIMITS.topicChars} characters.`),
  country: z.string().trim().min(1).max(60).optional(),
  language: z.string().trim().min(1).max(40).optional(),
  quora: z.boolean().optional(),
  reddit: z.boolean().optional(),
  custom_sources: ZResearchState.shape.custom_sources.optional(),
});
export type TStartResearchInput = z.input<typeof ZStartResearchInput>;

export const ZStartWriteInput = ZWorkflowQuery.extend({
  tone: z.string().trim().min(1).max(40).optional(),
  length: z.number().int().min(300).max(5_000).optional(),
});
export type TStartWriteInput = z.input<typeof ZStartWriteInput>;
