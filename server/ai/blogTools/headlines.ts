import { z } from 'zod';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { headlinePatterns, type THeadlineStyle } from '@core/workflows/headlinePatterns';
import { parseJsonAnswer } from '../jsonAnswer';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { cleanItems } from './answers';
import { headlinePatternsNotice } from './notices';
import { blogToolPrompt, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type THeadlinesRequest = TBlogPromptBase & { topic: string; style: THeadlineStyle; context: string; count: number; year: number };

/** What each style asks the model for. */
const STYLE_RULES: Record<THeadlineStyle, string> = {
  how_to: 'how-to headlines ("How to …")',
  listicle: 'list headlines that promise a number of items ("7 Ways to …")',
  question: 'headlines phrased as the question a reader asks',
  guide: 'guide headlines ("The Complete Guide to …")',
  comparison: 'comparison headlines ("A vs B: …")',
  news: 'news headlines about what is new or changing',
  benefit: 'headlines that lead with what the reader gains',
};

/** The model's answer: the headlines. */
export const ZHeadlinesAnswer = z.object({ headlines: z.array(z.string()).min(1) });

/** Headlines for the topic in one style, grounded in the research; the current year is given so none is stale. */
export function headlinesPrompt(input: THeadlinesRequest): TPrompt {
  return blogToolPrompt(
    'headlines',
    input,
    [
      `Write ${input.count} distinct ${STYLE_RULES[input.style]} for a blog post on the topic.`,
      'Each headline is under 15 words, specific and honest: it promises only what a post from this research can deliver.',
      `If a headline names a year, it is ${input.year}.`,
      'Answer with JSON only, no other text, in this shape: {"headlines":["the first headline"]}.',
    ],
    [
      ['Topic', quoted(input.topic)],
      ['Style', input.style],
      ['Count', String(input.count)],
      ['What to stress', input.context],
    ],
  );
}

/** About 20 tokens a headline, and the JSON around them. */
const outputTokensFor = (count: number) => count * 40 + 80;

/**
 * POST /api/generate/blog/headlines: `count` headlines in the style. The offline engine fills the
 * style's headline patterns with the topic and says they are patterns.
 */
export async function runHeadlines(engine: TModelEngine, input: THeadlinesRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') {
    const items = headlinePatterns({ topic: input.topic, style: input.style, count: input.count, year: input.year });
    return offlineRun(engine, { items, notice: headlinePatternsNotice(await readerOf()) });
  }
  const { text } = await completeText(engine.model, headlinesPrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: outputTokensFor(input.count) });
  const answer = parseJsonAnswer(text, ZHeadlinesAnswer);
  return modelRun(engine, { items: cleanItems(answer.headlines, input.count, WORKFLOW_LIMITS.headlineChars) });
}
