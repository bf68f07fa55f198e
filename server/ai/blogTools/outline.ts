import { z } from 'zod';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { cleanHeading, outlineFromHeadings } from '@core/workflows/outlineFromHeadings';
import { parseJsonAnswer } from '../jsonAnswer';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { cleanItems } from './answers';
import { outlineNotice } from './notices';
import { blogToolPrompt, numbered, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type TOutlineRequest = TBlogPromptBase & { headline: string; topic: string; sourceHeadings: readonly (readonly string[])[]; count: number };

/** The top pages' headings shown to the model as ideas, at most. */
const MAX_IDEA_HEADINGS = 40;

/** The model's answer: the subheadings, in order. */
export const ZOutlineAnswer = z.object({ subheadings: z.array(z.string()).min(1) });

/** The top pages' headings, cleaned and each once, as ideas for the model. */
function ideaHeadings(pages: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const ideas: string[] = [];
  for (const heading of pages.flat().map(cleanHeading)) {
    if (!heading || seen.has(heading.toLowerCase())) continue;
    seen.add(heading.toLowerCase());
    ideas.push(heading);
  }
  return ideas.slice(0, MAX_IDEA_HEADINGS);
}

/** An outline of `count` subheadings for the headline, with the top pages' headings as ideas. */
export function outlinePrompt(input: TOutlineRequest): TPrompt {
  const ideas = ideaHeadings(input.sourceHeadings);
  return blogToolPrompt(
    'outline',
    input,
    [
      `Write the outline of the blog post with this headline: ${input.count} subheadings (H2), in the order a reader needs them.`,
      'Each subheading is short (under 12 words), specific and distinct from the others; no numbering, no "Introduction".',
      ideas.length ? 'The headings the top-ranking pages use are ideas: cover what readers expect, but do not copy them all.' : '',
      'Answer with JSON only, no other text, in this shape: {"subheadings":["the first subheading"]}.',
    ].filter(Boolean),
    [
      ['Headline', quoted(input.headline)],
      ['Topic', input.topic ? quoted(input.topic) : ''],
      ['Count', String(input.count)],
      ['Headings of the top pages', ideas.length ? numbered(ideas) : ''],
    ],
  );
}

/**
 * POST /api/generate/content/outline: `count` subheadings for the headline. The offline engine makes
 * them from the headings the research's pages share, or answers a notice when it read none.
 */
export async function runOutline(engine: TModelEngine, input: TOutlineRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') {
    const items = outlineFromHeadings({ pages: input.sourceHeadings, count: input.count, headline: input.headline, topic: input.topic });
    return offlineRun(engine, { items, notice: outlineNotice(await readerOf(), items.length > 0) });
  }
  const { text } = await completeText(engine.model, outlinePrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: input.count * 30 + 80 });
  const answer = parseJsonAnswer(text, ZOutlineAnswer);
  return modelRun(engine, { items: cleanItems(answer.subheadings, input.count, WORKFLOW_LIMITS.headlineChars) });
}
