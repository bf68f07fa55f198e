import { z } from 'zod';
import { PLANNER_INTENTS, PLANNER_LIMITS, type TPlannedCluster, type TPlannedIdea } from '../api/planner';
import { keywordKey, plainText } from './plainText';
import { intentOf } from './searchIntent';

/** One idea as a model answers it (loosely: the cleaning below holds it to the planner's rules). */
const ZModelIdea = z.object({
  title: z.string(),
  keyword: z.string(),
  intent: z.string().optional(),
  headlines: z.array(z.string()).default([]),
});
/** The model's answer: {"pillar": {…}, "supporting": [{…}]}. */
export const ZModelClusterAnswer = z.object({ pillar: ZModelIdea, supporting: z.array(ZModelIdea) });
export type TModelClusterAnswer = z.infer<typeof ZModelClusterAnswer>;

const isIntent = (value: string): value is TPlannedIdea['intent'] => (PLANNER_INTENTS as readonly string[]).includes(value);

/** An idea cleaned: plain text within bounds, an intent the planner knows (else read from the keyword), up to three distinct headlines. */
function cleanIdea(idea: z.infer<typeof ZModelIdea>): TPlannedIdea | null {
  const title = plainText(idea.title, PLANNER_LIMITS.titleChars);
  const keyword = plainText(idea.keyword, PLANNER_LIMITS.keywordChars).toLowerCase();
  if (!title || !keywordKey(keyword)) return null;
  const said = (idea.intent ?? '').trim().toLowerCase();
  const seen = new Set<string>();
  const headlines = [];
  for (const raw of idea.headlines) {
    const headline = plainText(raw, PLANNER_LIMITS.headlineChars);
    if (!headline || seen.has(headline.toLowerCase())) continue;
    seen.add(headline.toLowerCase());
    headlines.push(headline);
    if (headlines.length === PLANNER_LIMITS.headlinesPerIdea) break;
  }
  return { title, keyword, intent: isIntent(said) ? said : intentOf(keyword), headlines: headlines.length ? headlines : [title] };
}

/**
 * A model's cluster held to the planner's rules: every field plain text within its bounds, ideas
 * with no title or keyword dropped, supporting ideas with the pillar's or an earlier one's keyword
 * dropped, at most ten kept. Null when fewer than five supporting ideas remain (the model did not
 * plan a cluster: the call failed, and charges nothing).
 */
export function cleanModelCluster(answer: TModelClusterAnswer): TPlannedCluster | null {
  const pillar = cleanIdea(answer.pillar);
  if (!pillar) return null;
  const seen = new Set([keywordKey(pillar.keyword)]);
  const supporting: TPlannedIdea[] = [];
  for (const raw of answer.supporting) {
    const idea = cleanIdea(raw);
    if (!idea || seen.has(keywordKey(idea.keyword))) continue;
    seen.add(keywordKey(idea.keyword));
    supporting.push(idea);
    if (supporting.length === PLANNER_LIMITS.supportingMax) break;
  }
  return supporting.length >= PLANNER_LIMITS.supportingMin ? { pillar, supporting } : null;
}

/** The words of a cluster, one text: what its credits are charged for. */
export function clusterText(cluster: TPlannedCluster): string {
  return [cluster.pillar, ...cluster.supporting].flatMap((idea) => [idea.title, idea.keyword, ...idea.headlines]).join('\n');
}
