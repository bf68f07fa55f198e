import { WRITE_FOR_ME_CONTEXT_CHARS } from '@core/api/generate';
import { dropStarredSentences } from '@core/text/dropStarredSentences';
import type { TPrompt } from '../modelStream';

/** Spec §9: only the last 2500 characters are context (after spec §5's starred sentences are dropped). */
export function writeForMeContext(text: string): string {
  return dropStarredSentences(text).slice(-WRITE_FOR_ME_CONTEXT_CHARS);
}

/** Continue the writer's text by about `words` words, in its voice, with the continuation only. */
export function writeForMePrompt(input: { text: string; words: number; language?: string }): TPrompt {
  return {
    system: [
      'You continue a writer’s draft in their voice.',
      input.language ? `Write in ${input.language}.` : 'Write in the language of the draft.',
      `Write about ${input.words} words that follow on from the draft. Answer with the continuation only; do not repeat the draft.`,
    ].join(' '),
    messages: [{ role: 'user', content: writeForMeContext(input.text) }],
  };
}
