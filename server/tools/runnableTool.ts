import { isRepurposeFormat, REPURPOSE_FORMATS, type TFormatFit } from '@core/tools/repurposeFormats';
import type { TToolDefinition } from '@core/tools/toolDefinition';
import { isWritingTool, linkedToolPage, WRITING_TOOLS } from '@core/tools/toolRegistry';
import { notFound } from '../errors';

/** A registry entry the runner can run: a writing tool, or a repurpose format with its platform fit. */
export type TRunnableTool = { definition: TToolDefinition; fit: TFormatFit | null };

/** The tool of a request's :tool_id; a page of its own (FactGPT…) or an unknown id is a 404 that says so. */
export function runnableTool(toolId: string): TRunnableTool {
  if (isWritingTool(toolId)) return { definition: WRITING_TOOLS[toolId], fit: null };
  if (isRepurposeFormat(toolId)) return { definition: REPURPOSE_FORMATS[toolId], fit: REPURPOSE_FORMATS[toolId].fit };
  const page = linkedToolPage(toolId);
  throw notFound(page ? `This tool has a page of its own: ${page}.` : `There is no writing tool "${toolId}".`);
}
