import type { TPassage } from '@core/api/citations';
import { sourcesBlock } from '../factgpt/prompt';
import type { TPrompt } from '../modelStream';

/** Follow an instruction using only one file's passages, citing them as [n]. */
export function sourceTruthPrompt(input: { text: string; filename: string; passages: readonly TPassage[]; language?: string }): TPrompt {
  return {
    system: [
      'You are a writing assistant. Follow the instruction using only the numbered passages of the file below.',
      input.language ? `Write in ${input.language}.` : 'Write in the language of the instruction.',
      'Cite the passage a sentence relies on as [n]; give no citation to a sentence the passages do not support.',
      'Answer with the requested text only.',
    ].join(' '),
    messages: [{ role: 'user', content: `File: ${input.filename}\n\n${sourcesBlock(input.passages)}\n\nInstruction: ${input.text}` }],
  };
}
