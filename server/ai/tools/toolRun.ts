import type { TToolDefinition } from '@core/tools/toolDefinition';
import { runOfflineTool } from '@core/tools/offline/offlineTool';
import type { TToolPrompt } from '@core/tools/toolPrompt';
import type { TToolValues } from '@core/tools/toolValues';
import { textRun, type TAnswerRun } from '../answerRun';
import type { TModelEngine } from '../models';
import { openModelStream, type TCallSettings } from '../modelStream';
import { noModelNotice, type TNoticeReader } from '../noModelNotice';

/** What every tool's "needs a model" notice names as working without one. */
const WORKS_WITHOUT =
  'Without one, Synopsis, Long Summary, FAQs and Talking Points quote your text, Meta Description quotes your page, Headlines fills patterns, Blog Outline uses a source’s headings, Bullet Points to Text writes your points as sentences, and the Executive summary and Q&A formats of Repurpose quote your content.';

/**
 * Starts a tool's answer. A model streams it (resolving once the first token arrived, as FactGPT
 * does). The offline engine runs the tool's extraction when it has one, with a notice saying what
 * it is; a tool only a model can do answers nothing but the notice. Offline runs are never charged.
 */
export async function startToolRun(
  engine: TModelEngine,
  tool: Pick<TToolDefinition, 'title' | 'offline' | 'maxOutputTokens'>,
  input: { values: TToolValues; prompt: TToolPrompt; year: number },
  settings: TCallSettings,
  readerOf: () => Promise<TNoticeReader>,
): Promise<TAnswerRun> {
  if (engine.engine === 'offline') {
    const task = `write ${tool.title} with a language model`;
    if (!tool.offline) return textRun({ requestedModel: engine.name, text: '', notice: noModelNotice(task, await readerOf(), WORKS_WITHOUT) });
    const made = runOfflineTool(tool.offline, input.values, { year: input.year });
    return textRun({ requestedModel: engine.name, text: made.output, notice: `${made.what} ${noModelNotice(task, await readerOf())}` });
  }
  const stream = await openModelStream(
    engine.model,
    { system: input.prompt.system, messages: [{ role: 'user', content: input.prompt.user }] },
    { ...settings, byok: engine.byok, maxOutputTokens: tool.maxOutputTokens },
  );
  return {
    meta: { engine: 'model', model: engine.label, requested_model: engine.name },
    tokens: stream.tokens,
    finishReason: stream.finishReason,
    citations: () => [],
    followUps: async () => [],
    notice: null,
    chargeable: true,
  };
}
