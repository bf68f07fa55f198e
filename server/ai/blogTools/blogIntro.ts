import { WORKFLOW_LIMITS } from '@core/api/workflows';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { parseProse } from './answers';
import { blogToolNeedsModelNotice } from './notices';
import { blogToolPrompt, numbered, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type TBlogIntroRequest = TBlogPromptBase & { headline: string; outline: readonly string[] };

/** The post's introduction: a hook, and what the outline will cover. */
export function blogIntroPrompt(input: TBlogIntroRequest): TPrompt {
  return blogToolPrompt(
    'blog intro',
    input,
    [
      'Write the introduction of the blog post: 80 to 150 words that draw the reader in and say what the post covers, following the outline.',
      'No heading, no list. Answer with the introduction only.',
    ],
    [
      ['Headline', quoted(input.headline)],
      ['Outline', numbered(input.outline)],
    ],
  );
}

/** POST /api/generate/blog/intro: the post's introduction; the offline engine cannot write one and says so. */
export async function runBlogIntro(engine: TModelEngine, input: TBlogIntroRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') return offlineRun(engine, { notice: blogToolNeedsModelNotice('write your post’s introduction', await readerOf()) });
  // About 1.5 tokens a word for 150 words, with room to end the paragraph.
  const { text } = await completeText(engine.model, blogIntroPrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: 400 });
  return modelRun(engine, { output: parseProse(text, WORKFLOW_LIMITS.introChars) });
}
