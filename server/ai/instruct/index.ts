import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { needsModelNotice } from '../offline/notice';
import { modelResult, offlineResult, type TTextResult } from '../textResult';
import { instructPrompt } from './prompt';
import { parseInstructOutput } from './schema';

/** POST /api/generate/instruct: the instruction's text. Without sources the offline engine cannot write it. */
export async function runInstruct(engine: TModelEngine, input: { text: string; language?: string }, settings: TCallSettings): Promise<TTextResult> {
  if (engine.engine === 'offline') return offlineResult(engine, { output: '', notice: needsModelNotice('follow an instruction without sources') });
  const { text } = await completeText(engine.model, instructPrompt(input), { ...settings, byok: engine.byok });
  return modelResult(engine, parseInstructOutput(text));
}
