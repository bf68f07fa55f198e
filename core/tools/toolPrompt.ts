import { TOOL_MARKER, type TToolDefinition } from './toolDefinition';
import { plainLabel, type TToolValues } from './toolValues';

/** What a run adds to the tool's own instructions. */
export type TToolPromptExtras = {
  language?: string;
  /** The brand voice's rendered profile (server/brandVoices/brandVoicePrompt.ts), when the writer picked one. */
  brandVoice?: string;
};

/** A tool's prompt: instructions (system) and the writer's values, labelled (user). */
export type TToolPrompt = { system: string; user: string };

const toneWords = (tone: string) => tone.toLowerCase().replace(/_/g, ' ');

/**
 * The prompt of a tool for the writer's values: the marker and the tool's task, language, tone and
 * rules, the brand voice, then every filled field by its label — one line for a short value, the
 * value under its label for a text or a list. Choices are rules, not content, except the tone.
 */
export function toolPrompt(tool: Pick<TToolDefinition, 'id' | 'task' | 'rules' | 'fields'>, values: Readonly<TToolValues>, extras: TToolPromptExtras = {}): TToolPrompt {
  const system = [
    [
      `${TOOL_MARKER} ${tool.id}.`,
      'You are a writing assistant.',
      tool.task,
      extras.language ? `Write in ${extras.language}.` : 'Write in the language of the writer’s text.',
      values.tone ? `Write in a ${toneWords(values.tone)} tone.` : '',
      ...tool.rules(values),
      'Never invent statistics, studies, quotes, names or dates; keep those the writer gives as written.',
      'Answer with the result only, in plain text (Markdown for headings and lists), with no preamble.',
    ]
      .filter(Boolean)
      .join(' '),
    extras.brandVoice ? `\n\n${extras.brandVoice}` : '',
  ].join('');
  const lines: string[] = [];
  for (const spec of tool.fields) {
    const value = values[spec.name]?.trim();
    if (!value || spec.kind === 'choice') continue;
    const label = plainLabel(spec.label);
    lines.push(spec.kind === 'line' ? `${label}: ${value}` : `${label}:\n${value}\n`);
  }
  return { system, user: lines.join('\n').trim() };
}
