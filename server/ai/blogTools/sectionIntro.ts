import { WORKFLOW_LIMITS } from '@core/api/workflows';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { parseProse } from './answers';
import { blogToolNeedsModelNotice } from './notices';
import { blogToolPrompt, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type TSectionIntroRequest = TBlogPromptBase & { headline: string; subheading: string };

/** The opening paragraph of one section of the post. */
export function sectionIntroPrompt(input: TSectionIntroRequest): TPrompt {
  return blogToolPrompt(
    'section intro',
    input,
    [
      'Write the opening paragraph of the section under this subheading of the blog post: 40 to 80 words that lead the reader into the section.',
      'No heading, no list. Answer with the paragraph only.',
    ],
    [
      ['Headline', quoted(input.headline)],
      ['Subheading', quoted(input.subheading)],
    ],
  );
}

/** POST /api/generate/blog/subheading/intro: a section's opening paragraph; the offline engine cannot write one and says so. */
export async function runSectionIntro(engine: TModelEngine, input: TSectionIntroRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') return offlineRun(engine, { notice: blogToolNeedsModelNotice('write a section’s intro', await readerOf()) });
  // About 1.5 tokens a word for 80 words, with room to end the sentence.
  const { text } = await completeText(engine.model, sectionIntroPrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: 250 });
  return modelRun(engine, { output: parseProse(text, WORKFLOW_LIMITS.sectionTextChars) });
}
