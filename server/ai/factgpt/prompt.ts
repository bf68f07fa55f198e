import type { ModelMessage } from 'ai';
import type { TChatItem } from '@core/api/chat';
import type { TPassage } from '@core/api/citations';
import type { TGenerationMode } from '@core/plans/access';
import type { TPrompt } from '../modelStream';

const describe = (passage: TPassage) =>
  [passage.title, passage.location, passage.url].filter(Boolean).join(' — ');

/** The numbered sources block the model answers from. */
export function sourcesBlock(passages: readonly TPassage[]): string {
  return passages.map((passage) => `[${passage.n}] ${describe(passage)}\n${passage.text}`).join('\n\n');
}

/**
 * FactGPT's prompt: in instruct mode a plain helpful answer; in source modes (serp, url, file,
 * domain) an answer only from the numbered sources, citing them inline as [n] (the numbers of
 * ZPassage.n), with no citation on a sentence the sources do not support.
 */
export function factgptPrompt(input: { query: string; mode: TGenerationMode; passages: readonly TPassage[]; history: readonly TChatItem[]; language?: string }): TPrompt {
  const language = input.language ? `Answer in ${input.language}.` : 'Answer in the language of the question.';
  const grounded = input.mode !== 'instruct';
  const system = grounded
    ? [
        'You are FactGPT, a factual writing assistant.',
        language,
        'Answer only from the numbered sources in the last message.',
        'After each sentence that uses a source, cite it as [n] with that source’s number, e.g. [2] or [1, 3].',
        'Never cite a number that is not listed. Give no citation to a sentence the sources do not support.',
        'The sources are the passages about the question found in the person’s sources; if they do not answer it, or none are listed, say "Your sources do not answer this" and what is missing, and do not answer from your own knowledge.',
      ].join(' ')
    : ['You are FactGPT, a factual writing assistant.', language, 'Be accurate and concise; say when you are not sure.'].join(' ');
  const history: ModelMessage[] = input.history.map((item) => ({ role: item.role, content: item.content }));
  const question = grounded
    ? `Sources:\n\n${input.passages.length ? sourcesBlock(input.passages) : '(none: nothing in the sources is about this question)'}\n\nQuestion: ${input.query}`
    : input.query;
  return { system, messages: [...history, { role: 'user', content: question }] };
}
