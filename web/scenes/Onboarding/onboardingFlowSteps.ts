import { z } from 'zod';
import {
  APP_STARTING_POINTS,
  HEAR_ABOUT_US,
  STARTING_WORKFLOWS,
  TEAM_SIZES,
  ZOnboardingDataInput,
  type TOnboardingDataInput,
  type TOnboardingOption,
} from '@core/api/onboarding';

/** The answers the flow asks for (spec §3 onboarding data, without the partner id). */
export type TAnswerField = Exclude<keyof TOnboardingDataInput, 'partner_id'>;
export type TAnswers = Record<TAnswerField, string>;

/** A question: typed text, or one choice of a fixed list. `keep` marks text that must not be emptied (it starts filled in). */
export type TQuestion =
  | { field: TAnswerField; kind: 'text'; label: string; description?: string; keep?: boolean; placeholder?: string }
  | { field: TAnswerField; kind: 'choice'; label: string; options: readonly TOnboardingOption<string>[] };

export type TFlowStep = { id: string; title: string; intro: string; questions: TQuestion[] };

/** The flow's steps in order; each question is optional except the kept text fields. */
export const FLOW_STEPS: TFlowStep[] = [
  {
    id: 'about',
    title: 'About you',
    intro: 'So we can greet you and suggest what fits your team.',
    questions: [
      { field: 'name', kind: 'text', label: 'Your name', keep: true },
      { field: 'team_size', kind: 'choice', label: 'How many people write with you?', options: TEAM_SIZES },
    ],
  },
  {
    id: 'start',
    title: 'Where you start',
    intro: 'We point you to the right tools first.',
    questions: [
      { field: 'app_starting_point', kind: 'choice', label: 'What are you starting from?', options: APP_STARTING_POINTS },
      { field: 'starting_workflow', kind: 'choice', label: 'What do you want to do first?', options: STARTING_WORKFLOWS },
    ],
  },
  {
    id: 'found',
    title: 'How you found us',
    intro: 'It helps whoever runs this installation know what works.',
    questions: [
      { field: 'hear_about_us', kind: 'choice', label: 'How did you hear about Longform?', options: HEAR_ABOUT_US },
      { field: 'hear_about_source_or_query', kind: 'text', label: 'Which site, search or person?', description: 'Optional.', placeholder: 'e.g. the search you typed' },
    ],
  },
  {
    id: 'project',
    title: 'Your first project',
    intro: 'Projects keep each site’s or client’s writing apart. This names your first one.',
    questions: [{ field: 'project_name', kind: 'text', label: 'First project name', keep: true }],
  },
];

/** What is sent: every answer given, trimmed; unanswered questions are left out, kept text fields always go (empty is refused). */
export function answersToSend(values: TAnswers): TOnboardingDataInput {
  const kept = new Set(FLOW_STEPS.flatMap((step) => step.questions).filter((question) => question.kind === 'text' && question.keep).map((question) => question.field));
  const entries = Object.entries(values).map(([field, value]) => [field, value.trim()] as const);
  return Object.fromEntries(entries.filter(([field, value]) => value !== '' || kept.has(field as TAnswerField))) as TOnboardingDataInput;
}

/** The messages for one step's questions, checked with the server's own schema (empty: the step may go on). */
export function stepErrors(step: TFlowStep, values: TAnswers): Partial<Record<TAnswerField, string>> {
  const fields = step.questions.map((question) => question.field);
  const picked = ZOnboardingDataInput.pick(Object.fromEntries(fields.map((field) => [field, true])) as Record<TAnswerField, true>);
  const sent = answersToSend(values);
  const parsed = picked.safeParse(Object.fromEntries(fields.filter((field) => field in sent).map((field) => [field, sent[field]])));
  if (parsed.success) return {};
  return fieldErrors(parsed.error);
}

function fieldErrors(error: z.ZodError): Partial<Record<TAnswerField, string>> {
  const errors: Partial<Record<TAnswerField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as TAnswerField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The step that asks for a field (a server refusal names `onboarding_data.<field>`), or -1. */
export function stepOfField(field: string | undefined): number {
  const name = field?.replace(/^onboarding_data\./, '');
  return FLOW_STEPS.findIndex((step) => step.questions.some((question) => question.field === name));
}
