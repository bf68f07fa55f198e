import { z } from 'zod';
import { ZPersonName, ZProjectName, ZShortText } from './fieldLimits';

export { ZOnboardingData, type TOnboardingData } from './onboardingData';

/** A choice of the flow: the value stored and the words a person picks it by. */
export type TOnboardingOption<T extends string> = { value: T; label: string };

export const TEAM_SIZES = [
  { value: '1', label: 'Just me' },
  { value: '2-5', label: '2 to 5 people' },
  { value: '6-20', label: '6 to 20 people' },
  { value: '21-100', label: '21 to 100 people' },
  { value: '100+', label: 'More than 100 people' },
] as const satisfies readonly TOnboardingOption<string>[];

/** Where the person starts from (spec §3 app_starting_point). */
export const APP_STARTING_POINTS = [
  { value: 'blank_page', label: 'A blank page: I write new articles' },
  { value: 'existing_drafts', label: 'Drafts and posts I already have' },
  { value: 'research', label: 'Research on a topic or a question' },
  { value: 'exploring', label: 'Just looking around' },
] as const satisfies readonly TOnboardingOption<string>[];

/** The workflow they want to try first (spec §3 starting_workflow), one per area of the app. */
export const STARTING_WORKFLOWS = [
  { value: 'factgpt', label: 'Ask questions and get answers with sources' },
  { value: 'blog_workflow', label: 'Research and write one article step by step' },
  { value: 'autoblog', label: 'Write many articles from keywords' },
  { value: 'optimizer', label: 'Optimise and fact-check a draft' },
  { value: 'repurpose', label: 'Turn posts into social posts and emails' },
  { value: 'writing_tools', label: 'Short copy: intros, FAQs, product text' },
  { value: 'content_planner', label: 'Plan topics on a calendar' },
] as const satisfies readonly TOnboardingOption<string>[];

/** How they heard about the product (spec §3 hear_about_us); the source or query is free text beside it. */
export const HEAR_ABOUT_US = [
  { value: 'search', label: 'A search engine' },
  { value: 'social', label: 'Social media' },
  { value: 'friend', label: 'A friend or colleague' },
  { value: 'newsletter', label: 'A blog or newsletter' },
  { value: 'video', label: 'A video' },
  { value: 'ai_assistant', label: 'An AI assistant' },
  { value: 'other', label: 'Somewhere else' },
] as const satisfies readonly TOnboardingOption<string>[];

const valuesOf = <T extends string>(options: readonly TOnboardingOption<T>[]) => options.map((option) => option.value) as [T, ...T[]];
const choice = <T extends string>(options: readonly TOnboardingOption<T>[], what: string) =>
  z.enum(valuesOf(options), { error: `Please choose ${what} from the list.` });
const answered = (message: string) => ZShortText.min(1, message);

/**
 * POST /api/update/user/onboarding_data (spec §7): the flow's answers. Each answer is optional (the
 * flow sends what was answered) but never empty, never over its limit, and the choices come from
 * the lists above. `project_name` names the person's first project; `complete` ends the flow.
 */
export const ZOnboardingDataInput = z.object({
  name: ZPersonName.optional(),
  team_size: choice(TEAM_SIZES, 'your team size').optional(),
  app_starting_point: choice(APP_STARTING_POINTS, 'where you start').optional(),
  starting_workflow: choice(STARTING_WORKFLOWS, 'what you want to do first').optional(),
  hear_about_us: choice(HEAR_ABOUT_US, 'how you heard about us').optional(),
  hear_about_source_or_query: answered('Tell us where, or leave this question out.').optional(),
  project_name: ZProjectName.optional(),
  partner_id: answered('A partner id cannot be empty.').optional(),
});
export type TOnboardingDataInput = z.infer<typeof ZOnboardingDataInput>;

export const ZUpdateOnboardingDataInput = z.object({
  unique_id: z.string().max(200).optional(),
  onboarding_data: ZOnboardingDataInput,
  /** The person pressed Finish: the flow is over and the checklist takes its place. */
  complete: z.boolean().optional(),
});
export type TUpdateOnboardingDataInput = z.input<typeof ZUpdateOnboardingDataInput>;

/** Spec §3 onboarding step flags, in the checklist's order. */
export const ONBOARDING_STEPS = ['project', 'factgpt', 'chat', 'editor', 'workflows', 'templates', 'repurpose', 'integrations', 'team', 'discord'] as const;
export const ZOnboardingStepId = z.enum(ONBOARDING_STEPS, { error: 'Unknown onboarding step.' });
export type TOnboardingStepId = z.infer<typeof ZOnboardingStepId>;

/** pending: not answered yet (the flow shows); finished or skipped: the checklist shows instead. */
export const ZOnboardingFlow = z.enum(['pending', 'finished', 'skipped']);
export type TOnboardingFlow = z.infer<typeof ZOnboardingFlow>;

/** GET /api/fetch/onboarding_steps: what the server found the person has done, and what to show. */
export const ZOnboardingStepsResponse = z.object({
  flow: ZOnboardingFlow,
  show_flow: z.boolean(),
  show_checklist: z.boolean(),
  checklist_dismissed: z.boolean(),
  steps: z.array(z.object({ id: ZOnboardingStepId, done: z.boolean() })),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The community link of the discord step (DISCORD_URL); null: the installation has none and the step is left out. */
  discord_url: z.string().nullable(),
});
export type TOnboardingStepsResponse = z.infer<typeof ZOnboardingStepsResponse>;

export const ZOnboardingStepsQuery = z.object({ unique_id: z.string().max(200).optional() });

/**
 * POST /api/update/user/onboarding_state: what the person decided about the flow and the checklist
 * (skip the flow, hide the checklist), or a step only a click shows (opening the Discord link).
 */
export const ZOnboardingStateInput = z
  .object({
    unique_id: z.string().max(200).optional(),
    flow: z.literal('skipped', { error: 'flow can only be "skipped" here; finishing saves the answers.' }).optional(),
    checklist_dismissed: z.literal(true, { error: 'checklist_dismissed can only be true.' }).optional(),
    step: z.literal('discord', { error: 'Only the Discord step is recorded by a click; the others come from what you have done.' }).optional(),
  })
  .refine((input) => input.flow !== undefined || input.checklist_dismissed !== undefined || input.step !== undefined, {
    message: 'Say what to record: flow, checklist_dismissed or step.',
  });
export type TOnboardingStateInput = z.input<typeof ZOnboardingStateInput>;
