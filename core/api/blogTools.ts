import { z } from 'zod';
import { WORKFLOW_LIMITS, ZHeadlineStyle } from './workflows';
import { ZGenerationResult } from './generate';

/**
 * The blog-writing calls of spec §7 the workflow's headline and outline steps use (and the
 * standalone tools later): each is one generation through the gate with its charge, answering JSON.
 * Without a model, what honest extraction can do is done (headline patterns, an outline from the
 * sources' headings, talking points quoted from the research); the rest answers a notice that says
 * how to connect a model.
 *
 * POST /api/generate/blog/headlines        { topic, style, context, research_context } → items: headlines
 * POST /api/generate/content/outline       { subheadline (the headline), topic, research_context, source_headings } → items: subheadings
 * POST /api/generate/blog/talking/points   { headline, outline (subheadings), research_context } → sections: points per subheading
 * POST /api/generate/blog/subheading/intro { headline, subheading, research_context } → output: the section's intro
 * POST /api/generate/blog/intro            { headline, outline, research_context } → output: the blog's intro
 * POST /api/generate/blog/listicles        { headline, subheading, research_context, count } → items: list items
 */

const ZId = z.string().min(1).max(100);
const ZHeadlineText = z.string().trim().min(1, 'Please pick or type a headline first.').max(WORKFLOW_LIMITS.headlineChars);
const ZSubheadings = z
  .array(z.string().trim().min(1).max(WORKFLOW_LIMITS.headlineChars))
  .min(1, 'The outline needs at least one subheading.')
  .max(WORKFLOW_LIMITS.sections, `An outline has at most ${WORKFLOW_LIMITS.sections} subheadings.`);

/** What every blog tool call carries: who asks, in which language, with which model, and the research to ground it. */
const ZBlogToolBase = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  language: z.string().max(40).optional(),
  model: z.string().max(100).optional(),
  key: z.boolean().optional(),
  /** The workflow's research context (facts, questions, keywords); may be empty. */
  research_context: z.string().max(WORKFLOW_LIMITS.researchContextChars).default(''),
  tone: z.string().max(40).optional(),
});

export const ZHeadlinesInput = ZBlogToolBase.extend({
  topic: z.string().trim().min(1, 'Please type a topic first.').max(WORKFLOW_LIMITS.topicChars),
  style: ZHeadlineStyle.default('how_to'),
  /** What the writer wants the headlines to stress. */
  context: z.string().max(2_000).default(''),
  count: z.number().int().min(1).max(10).default(5),
});
export type THeadlinesInput = z.input<typeof ZHeadlinesInput>;

export const ZOutlineInput = ZBlogToolBase.extend({
  /** The headline the outline is for (spec: subheadline). */
  subheadline: ZHeadlineText,
  topic: z.string().max(WORKFLOW_LIMITS.topicChars).default(''),
  /** The H2/H3 headings of the top results' pages, one list per page (an outline without a model is made from these). */
  source_headings: z.array(z.array(z.string().max(300)).max(40)).max(10).default([]),
  count: z.number().int().min(3).max(12).default(6),
});
export type TOutlineInput = z.input<typeof ZOutlineInput>;

export const ZTalkingPointsInput = ZBlogToolBase.extend({ headline: ZHeadlineText, outline: ZSubheadings });
export type TTalkingPointsInput = z.input<typeof ZTalkingPointsInput>;

export const ZSubheadingIntroInput = ZBlogToolBase.extend({ headline: ZHeadlineText, subheading: z.string().trim().min(1, 'The subheading is empty.').max(WORKFLOW_LIMITS.headlineChars) });
export type TSubheadingIntroInput = z.input<typeof ZSubheadingIntroInput>;

export const ZBlogIntroInput = ZBlogToolBase.extend({ headline: ZHeadlineText, outline: ZSubheadings });
export type TBlogIntroInput = z.input<typeof ZBlogIntroInput>;

export const ZListiclesInput = ZBlogToolBase.extend({
  headline: ZHeadlineText,
  subheading: z.string().trim().min(1, 'The subheading is empty.').max(WORKFLOW_LIMITS.headlineChars),
  count: z.number().int().min(3).max(WORKFLOW_LIMITS.listItemsPerSection).default(5),
});
export type TListiclesInput = z.input<typeof ZListiclesInput>;

/**
 * A blog tool's answer: the generation fields (engine, model, words, credits_charged, notice), with
 * `output` for prose (intros), `items` for lists (headlines, subheadings, list items) and `sections`
 * for talking points. A notice with nothing else means the offline engine could not do this.
 */
export const ZBlogToolResult = ZGenerationResult.extend({
  items: z.array(z.string()).default([]),
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })).default([]),
});
export type TBlogToolResult = z.infer<typeof ZBlogToolResult>;
