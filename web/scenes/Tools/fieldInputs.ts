import type { TToolField } from '@core/tools/toolDefinition';
import { listItems } from '@core/tools/toolValues';

/** Which input a field gets: one line, a text area (prose or one item per line), or a choice. */
export type TFieldInput = 'line' | 'area' | 'select';

export function inputOf(field: TToolField): TFieldInput {
  if (field.kind === 'choice') return 'select';
  return field.kind === 'line' ? 'line' : 'area';
}

/** What each field holds before the writer types: a choice its default, anything else empty. */
export function initialValues(fields: readonly TToolField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'choice' ? (field.defaultValue ?? '') : '']));
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * The counter under a text field, against its limits ("120 / 8,000 characters", a list's
 * "3 / 30 lines" too), and whether the value is past one. A hint only: the server is the judge.
 */
export function fieldMeter(field: TToolField, value: string): { text: string; over: boolean } | null {
  if (field.kind === 'choice') return null;
  const chars = `${number(value.length)} / ${number(field.maxChars)} characters`;
  const charsOver = value.length > field.maxChars;
  if (field.kind !== 'list' || !field.maxItems) return { text: chars, over: charsOver };
  const items = listItems(value).length;
  return { text: `${number(items)} / ${number(field.maxItems)} lines · ${chars}`, over: charsOver || items > field.maxItems };
}

/** The first required field left empty, to name before sending (the server would refuse it too). */
export function firstMissing(fields: readonly TToolField[], values: Readonly<Record<string, string>>): TToolField | null {
  return fields.find((field) => field.required && !(values[field.name] ?? '').trim()) ?? null;
}

/** The values a run sends: the tool's own fields only, empty choices left for the server's default. */
export function valuesToSend(fields: readonly TToolField[], values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
}

/** A choice as people read it: "how_to" → "How to", "CASUAL" → "Casual"; numbers and phrases stay. */
export function choiceLabel(choice: string): string {
  const words = choice.replace(/_/g, ' ').trim();
  if (!words) return choice;
  const lower = words === words.toUpperCase() ? words.toLowerCase() : words;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
