import { dropStarredSentences } from '@core/text/dropStarredSentences';
import type { TPrompt } from '../modelStream';

/**
 * The opening of every humanize prompt. The fake model of the tests recognises it
 * (server/test/fakeProviders/openaiCompatible.ts), so keep the two in step.
 */
export const HUMANIZE_PROMPT_OPENING = 'You are an editor who rewrites machine-sounding passages so they read naturally';

export type THumanizePromptInput = { passages: readonly string[]; language?: string; tone?: string };

/**
 * Rewrite every passage so it reads naturally in the language and tone asked for, keeping each fact;
 * the answer is JSON, one entry per passage by index. Spec §5: a sentence starting with three
 * asterisks is the writer's own note and is not sent (its passage's rewrite then lacks it, and the
 * kept-facts check flags any fact it held).
 */
export function humanizePrompt(input: THumanizePromptInput): TPrompt {
  const passages = input.passages.map((text, index) => ({ index, text: dropStarredSentences(text).trim() }));
  return {
    system: [
      `${HUMANIZE_PROMPT_OPENING}, as a careful human writer would.`,
      input.language ? `Write in ${input.language}.` : 'Write each passage in its own language.',
      input.tone ? `Write in a ${input.tone} tone.` : 'Keep the tone of the passages.',
      'Vary the length of sentences, drop stock phrases and filler, prefer the active voice, and keep the meaning and the order of ideas.',
      'Keep every number, date, name, link (URL) and citation (such as [1]) exactly as written; a heading stays a heading; add no facts.',
      'A passage that already reads naturally may come back unchanged.',
      'Answer with JSON only, no other text, in this shape: {"passages":[{"index":0,"text":"the rewritten passage"}]}, one entry for each passage, with the index it was given.',
    ].join(' '),
    messages: [{ role: 'user', content: JSON.stringify({ passages }) }],
  };
}
