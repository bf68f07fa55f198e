import { htmlToText, looksLikeHtml } from '../analysis/fingerprint/htmlText';
import { dropStarredSentences } from '../text/dropStarredSentences';
import type { TToolDefinition, TToolField } from './toolDefinition';

export type TToolValues = Record<string, string>;
export type TToolValueProblem = { field: string; message: string };

/** "Source text (optional; needed without a model)" → "Source text": how a field is named in messages and prompts. */
export function plainLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** A list's items: one per line, bullets and numbering taken off, empty lines dropped. */
export function listItems(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/**
 * Pasted HTML becomes its text: a tool reads what a person would read, never markup. Sentences
 * starting with three asterisks (a writer's private notes, spec §5) are dropped here, so neither a
 * model nor the offline engine's extraction ever sees them.
 */
function asText(value: string): string {
  return dropStarredSentences((looksLikeHtml(value) ? htmlToText(value) : value).replace(/\r\n?/g, '\n')).trim();
}

function readField(spec: TToolField, raw: unknown): { value: string } | { message: string } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { message: `${plainLabel(spec.label)} must be text.` };
  // Bounded before any work: a value far over its limit is refused without being parsed.
  if (typeof raw === 'string' && raw.length > spec.maxChars * 4) return { message: `${plainLabel(spec.label)} can be at most ${spec.maxChars.toLocaleString('en-US')} characters.` };
  let value = asText(raw ?? '');
  if (spec.kind === 'choice') {
    if (!value) return { value: spec.defaultValue ?? '' };
    return spec.choices?.includes(value) ? { value } : { message: `${plainLabel(spec.label)} must be one of: ${spec.choices?.join(', ')}.` };
  }
  if (spec.kind === 'list') {
    const items = listItems(value);
    if (spec.maxItems && items.length > spec.maxItems) return { message: `${plainLabel(spec.label)} can have at most ${spec.maxItems} lines.` };
    value = items.join('\n');
  }
  if (spec.kind === 'line') value = value.replace(/\s+/g, ' ');
  if (!value) return spec.required ? { message: `Please fill in ${plainLabel(spec.label).toLowerCase()}.` } : { value: '' };
  if (value.length > spec.maxChars) return { message: `${plainLabel(spec.label)} can be at most ${spec.maxChars.toLocaleString('en-US')} characters.` };
  return { value };
}

/**
 * The writer's values for a tool, checked against its fields: HTML read as text, lists cleaned,
 * choices defaulted. Every problem is named at once; a field the tool does not have is one too.
 */
export function readToolValues(tool: Pick<TToolDefinition, 'fields' | 'title'>, raw: Readonly<Record<string, unknown>>): { values: TToolValues } | { problems: TToolValueProblem[] } {
  const problems: TToolValueProblem[] = [];
  const values: TToolValues = {};
  const known = new Set(tool.fields.map((spec) => spec.name));
  for (const name of Object.keys(raw)) {
    if (!known.has(name)) problems.push({ field: name, message: `${tool.title} has no field "${name}".` });
  }
  for (const spec of tool.fields) {
    const read = readField(spec, raw[spec.name]);
    if ('message' in read) problems.push({ field: spec.name, message: read.message });
    else values[spec.name] = read.value;
  }
  return problems.length ? { problems } : { values };
}
