import type { TTopicSearch } from '@core/planner/clusterFromSearch';
import { PLANNER_LIMITS } from '@core/api/planner';
import type { TPrompt } from '../../ai/modelStream';

/**
 * The marker that opens the planner's system prompt. The fake model of the tests recognises it
 * (server/test/fakeProviders/plannerAnswers.ts), so keep the two in step.
 */
export const PLANNER_MARKER = 'Content planner task: topic cluster.';
/** How search results are put before the model. */
export const PLANNER_SEARCH_HEADING = 'What a web search for the topic found (use it to choose real queries; do not invent facts):';

export type TClusterPromptInput = { topic: string; language?: string; year: number; search: TTopicSearch | null };

const quoted = (value: string) => `"${value.replace(/\s+/g, ' ').trim()}"`;

/** A topic cluster: one pillar article and 5–10 supporting articles, each with a keyword, an intent and three headlines, as JSON. */
export function clusterPrompt(input: TClusterPromptInput): TPrompt {
  const system = [
    PLANNER_MARKER,
    'You are an SEO content strategist planning a topic cluster for a blog.',
    input.language ? `Write in ${input.language}.` : 'Write in the language of the topic.',
    `Plan one pillar article that covers the topic broadly, and ${PLANNER_LIMITS.supportingMin} to ${PLANNER_LIMITS.supportingMax} supporting articles that each cover one narrower question and link to the pillar.`,
    'Each article has a working title, one target keyword (a query people really type, lower case), its search intent (informational, commercial, transactional or navigational) and three distinct headlines under 15 words.',
    'No two articles share a target keyword.',
    `If a headline names a year, it is ${input.year}.`,
    'Answer with JSON only, no other text, in this shape: {"pillar":{"title":"…","keyword":"…","intent":"informational","headlines":["…","…","…"]},"supporting":[{"title":"…","keyword":"…","intent":"commercial","headlines":["…","…","…"]}]}.',
  ].join(' ');
  const lines = [`Topic: ${quoted(input.topic)}`];
  const search = input.search;
  if (search && (search.titles.length || search.related.length)) {
    lines.push('', PLANNER_SEARCH_HEADING);
    if (search.related.length) lines.push('Related searches:', ...search.related.map((query) => `- ${query}`));
    if (search.titles.length) lines.push('Top result titles:', ...search.titles.map((title) => `- ${title}`));
  }
  return { system, messages: [{ role: 'user', content: lines.join('\n') }] };
}
