import type { TPlannerIntent, TPlannerRole } from '../api/planner';
import { PLANNER_LIMITS } from '../api/planner';
import { headlinePatterns, type THeadlineStyle } from '../workflows/headlinePatterns';
import { topicShape } from '../workflows/topicShape';

/** The headline style that suits an idea: a guide for a pillar, a comparison for a choice, a question for a question. */
export function headlineStyleFor(keyword: string, intent: TPlannerIntent, role: TPlannerRole): THeadlineStyle {
  const shape = topicShape(keyword);
  if (role === 'pillar') return 'guide';
  if (shape.pair) return 'comparison';
  if (shape.action) return 'how_to';
  if (shape.question) return 'question';
  if (intent === 'commercial') return 'comparison';
  if (intent === 'transactional') return 'benefit';
  return 'listicle';
}

/**
 * Three headlines for an idea without a model: the headline patterns of its style filled with the
 * keyword (the offline engine's headlines, core/workflows/headlinePatterns.ts).
 */
export function patternHeadlines(keyword: string, intent: TPlannerIntent, role: TPlannerRole, year: number | null): string[] {
  return headlinePatterns({ topic: keyword, style: headlineStyleFor(keyword, intent, role), count: PLANNER_LIMITS.headlinesPerIdea, year });
}
