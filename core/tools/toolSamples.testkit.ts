import type { TToolDefinition, TToolField } from './toolDefinition';

/** A value a field accepts, distinct per field so a prompt can be checked for each ("Sample topic 2"…). */
export function sampleValue(spec: TToolField, index: number): string {
  if (spec.kind === 'choice') return spec.choices?.at(-1) ?? '';
  if (spec.kind === 'list') return [`First point ${index} on sourdough starters`, `Second point ${index} on baking times`].join('\n');
  if (spec.kind === 'line') return `Sample ${spec.name} ${index}`;
  return `Sourdough starters need feeding once a day, sample ${index}. A loaf bakes in forty minutes at a high heat. Why does the crust crack? The steam escapes through the scoring.`;
}

/** Every field of a tool filled with its sample. */
export function sampleValues(tool: Pick<TToolDefinition, 'fields'>): Record<string, string> {
  return Object.fromEntries(tool.fields.map((spec, index) => [spec.name, sampleValue(spec, index)]));
}
