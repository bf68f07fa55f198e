import type { TPrompt } from '../modelStream';

/** Follow a writer's instruction and answer with the requested text only. */
export function instructPrompt(input: { text: string; language?: string }): TPrompt {
  return {
    system: [
      'You are a writing assistant inside a long-form editor.',
      input.language ? `Write in ${input.language}.` : 'Write in the language of the instruction.',
      'Follow the instruction and answer with the requested text only, without preamble.',
    ].join(' '),
    messages: [{ role: 'user', content: input.text }],
  };
}
