import type { TPrompt } from '../../ai/modelStream';

/** A filled prompt template: the writer's own prompt, answered with the requested text only. */
export function promptTemplatePrompt(input: { text: string; language?: string }): TPrompt {
  return {
    system: [
      'You are a writing assistant running a prompt template a writer saved.',
      input.language ? `Write in ${input.language}.` : 'Write in the language of the prompt.',
      'Follow the prompt and answer with the requested text only, without preamble.',
    ].join(' '),
    // Sentences starting with *** are dropped from user messages by completeText (spec §5).
    messages: [{ role: 'user', content: input.text }],
  };
}
