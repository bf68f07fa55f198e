import { z } from 'zod';
import { parseJsonAnswer } from '../jsonAnswer';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { cleanItems } from './answers';
import { blogToolNeedsModelNotice } from './notices';
import { blogToolPrompt, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type TListiclesRequest = TBlogPromptBase & { headline: string; subheading: string; count: number };

/** A list item holds 500 characters in a workflow's outline. */
const MAX_ITEM_CHARS = 500;

/** The model's answer: the list's items. */
export const ZListiclesAnswer = z.object({ items: z.array(z.string()).min(1) });

/** A list of `count` items for one section (the steps, tips or picks it lists). */
export function listiclesPrompt(input: TListiclesRequest): TPrompt {
  return blogToolPrompt(
    'listicle',
    input,
    [
      `Write a list of ${input.count} items for the section under this subheading of the blog post: each a short line (a step, a tip or a pick, under 20 words), specific and distinct.`,
      'Answer with JSON only, no other text, in this shape: {"items":["the first item"]}.',
    ],
    [
      ['Headline', quoted(input.headline)],
      ['Subheading', quoted(input.subheading)],
      ['Count', String(input.count)],
    ],
  );
}

/** POST /api/generate/blog/listicles: `count` list items for a section; the offline engine cannot write them and says so. */
export async function runListicles(engine: TModelEngine, input: TListiclesRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') return offlineRun(engine, { notice: blogToolNeedsModelNotice('write list items for a section', await readerOf()) });
  const { text } = await completeText(engine.model, listiclesPrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: input.count * 45 + 80 });
  return modelRun(engine, { items: cleanItems(parseJsonAnswer(text, ZListiclesAnswer).items, input.count, MAX_ITEM_CHARS) });
}
