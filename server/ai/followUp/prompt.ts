import type { TPrompt } from '../modelStream';

/** Asks for follow-up questions about an answer, one per line, nothing else. */
export function followUpPrompt(input: { query: string; answer: string }): TPrompt {
  return {
    system: 'Suggest three short follow-up questions the user could ask next. Write one question per line, with no numbering and nothing else.',
    messages: [{ role: 'user', content: `Question: ${input.query}\n\nAnswer: ${input.answer.slice(0, 4_000)}` }],
  };
}
