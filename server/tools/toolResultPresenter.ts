import type { TToolResult } from '@core/api/tools';
import { isRepurposeFormat, REPURPOSE_FORMATS } from '@core/tools/repurposeFormats';
import { readToolAnswer } from '@core/tools/toolAnswer';
import { isWritingTool, WRITING_TOOLS } from '@core/tools/toolRegistry';
import type { TToolResultRow } from '../db/schema/toolResults';

const outputOf = (toolId: string) => (isWritingTool(toolId) ? WRITING_TOOLS[toolId].output : isRepurposeFormat(toolId) ? REPURPOSE_FORMATS[toolId].output : 'text');

/**
 * A saved result as the client reads it: the text read into its tool's shape (list items, FAQ pairs),
 * the brand voice it used, and what the writer may do with it — copy by the copy/download rule the
 * caller evaluated (spec §5); rating and sending to a doc are the owner's, who is the only reader.
 */
export function presentToolResult(row: TToolResultRow, abilities: { copy: boolean }): TToolResult {
  const answer = readToolAnswer(outputOf(row.toolId), row.output);
  return {
    id: row.id,
    tool_id: row.toolId,
    values: row.inputs,
    output: answer.output,
    items: answer.items,
    faqs: answer.faqs,
    engine: row.engine === 'offline' ? 'offline' : 'model',
    model: row.model,
    credits_charged: row.credits,
    finish_reason: row.finishReason,
    rating: row.rating,
    brand_voice: row.brandVoiceId && row.brandVoiceName ? { id: row.brandVoiceId, name: row.brandVoiceName } : null,
    created_at: row.createdAt.toISOString(),
    abilities: { copy: abilities.copy, rate: true, send_to_doc: true },
  };
}
