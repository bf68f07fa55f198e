import { REPURPOSE_FORMATS, type TRepurposeFormatId } from '@core/tools/repurposeFormats';
import type { TToolField } from '@core/tools/toolDefinition';

/** The source every format reads (the same field in each: its label and limit). */
export const SOURCE_FIELD: TToolField = REPURPOSE_FORMATS.tweet.fields[0]!;

/** The fields the picked formats ask for besides the source (an email's offer), each once, in format order. */
export function extraFields(selected: readonly TRepurposeFormatId[]): TToolField[] {
  const seen = new Map<string, TToolField>();
  for (const id of selected) {
    for (const field of REPURPOSE_FORMATS[id].fields) if (field.name !== SOURCE_FIELD.name && !seen.has(field.name)) seen.set(field.name, field);
  }
  return [...seen.values()];
}
