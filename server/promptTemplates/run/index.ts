import type { TModelEngine } from '../../ai/models';
import { completeText, type TCallSettings } from '../../ai/modelStream';
import { noModelNotice, type TNoticeReader } from '../../ai/noModelNotice';
import { parseInstructOutput } from '../../ai/instruct/schema';
import { modelResult, offlineResult, type TTextResult } from '../../ai/textResult';
import { promptTemplatePrompt } from './prompt';

/**
 * Runs a filled prompt template. The offline engine cannot follow an arbitrary prompt honestly, so
 * it answers the "needs a model" notice (charged nothing); `readerOf` is read only then.
 */
export async function runPromptTemplate(engine: TModelEngine, input: { text: string; language?: string }, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TTextResult> {
  if (engine.engine === 'offline') return offlineResult(engine, { output: '', notice: noModelNotice('run a prompt template', await readerOf()) });
  const { text } = await completeText(engine.model, promptTemplatePrompt(input), { ...settings, byok: engine.byok });
  return modelResult(engine, parseInstructOutput(text));
}
