import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { noModelNotice, type TNoticeReader } from '../noModelNotice';
import { modelResult, offlineResult, type TTextResult } from '../textResult';
import { instructPrompt } from './prompt';
import { parseInstructOutput } from './schema';

/**
 * POST /api/generate/instruct: the instruction's text. Without sources the offline engine cannot
 * write it; `readerOf` says who is told so (read only then), to word the notice for them.
 */
export async function runInstruct(engine: TModelEngine, input: { text: string; language?: string }, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TTextResult> {
  if (engine.engine === 'offline') return offlineResult(engine, { output: '', notice: noModelNotice('follow an instruction without sources', await readerOf()) });
  const { text } = await completeText(engine.model, instructPrompt(input), { ...settings, byok: engine.byok });
  return modelResult(engine, parseInstructOutput(text));
}
