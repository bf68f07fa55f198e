import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { noModelNotice, type TNoticeReader } from '../noModelNotice';
import { modelResult, offlineResult, type TTextResult } from '../textResult';
import { writeForMeContext, writeForMePrompt } from './prompt';
import { parseContinuation } from './schema';

/**
 * POST /api/content/write/for/me: continues the text (its last 2500 characters are the context);
 * on the offline engine, a notice worded for `readerOf`'s reader.
 */
export async function runWriteForMe(engine: TModelEngine, input: { text: string; words: number; language?: string }, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TTextResult> {
  if (engine.engine === 'offline') return offlineResult(engine, { output: '', notice: noModelNotice('continue your text (write for me)', await readerOf()) });
  // About 1.5 tokens a word, with room so the last sentence can end.
  const { text } = await completeText(engine.model, writeForMePrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: Math.ceil(input.words * 2) + 50 });
  return modelResult(engine, parseContinuation(text, writeForMeContext(input.text), input.words));
}
