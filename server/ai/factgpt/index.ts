import type { TChatItem } from '@core/api/chat';
import type { TPassage } from '@core/api/citations';
import type { TGenerationMode } from '@core/plans/access';
import { textRun, type TAnswerRun } from '../answerRun';
import type { TModelEngine } from '../models';
import { openModelStream, type TCallSettings } from '../modelStream';
import { composeFromPassages, offlineFollowUps } from '../offline/compose';
import { needsModelNotice } from '../offline/notice';
import { suggestFollowUps } from '../followUp';
import { factgptPrompt } from './prompt';
import { createCitationFilter } from './schema';

export type TFactgptInput = {
  query: string;
  mode: TGenerationMode;
  passages: TPassage[];
  /** A line shown before the answer (e.g. serp searched the user's assets instead of the web). */
  note: string | null;
  history: TChatItem[];
  language?: string;
};

/** The offline engine: quotes the sources with citations; instruct mode needs a model, so it says how to connect one. */
function offlineAnswer(requestedModel: string, input: TFactgptInput): TAnswerRun {
  if (input.mode === 'instruct') {
    // The public tool never gets here: it tells its visitors what they can do instead (publicSources.ts).
    const notice = needsModelNotice('answer without sources (instruct mode)');
    return textRun({ requestedModel, text: notice, notice });
  }
  const { text, cited } = composeFromPassages(input.query, input.passages);
  return textRun({ requestedModel, text: input.note ? `${input.note}\n\n${text}` : text, citations: cited, followUps: offlineFollowUps(input.query, cited) });
}

/**
 * Starts a FactGPT answer. With a model, resolves once the first token arrived (failures before it
 * reject with a catalogue error, after retries for the installation's own model); citations are
 * filtered as they stream so only real passage numbers survive.
 */
export async function startFactgptAnswer(engine: TModelEngine, input: TFactgptInput, settings: TCallSettings): Promise<TAnswerRun> {
  if (engine.engine === 'offline') return offlineAnswer(engine.name, input);
  const stream = await openModelStream(engine.model, factgptPrompt(input), { ...settings, byok: engine.byok });
  const filter = createCitationFilter(input.passages);
  const tokens = (async function* () {
    if (input.note) yield `${input.note}\n\n`;
    for await (const token of stream.tokens) {
      const safe = filter.push(token);
      if (safe) yield safe;
    }
    const rest = filter.flush();
    if (rest) yield rest;
  })();
  return {
    meta: { engine: 'model', model: engine.label, requested_model: engine.name },
    tokens,
    finishReason: stream.finishReason,
    citations: () => filter.cited(),
    followUps: (answer) => suggestFollowUps(engine.model, { query: input.query, answer }, { signal: settings.signal, idleTimeoutMs: settings.idleTimeoutMs, byok: engine.byok }),
    notice: null,
    chargeable: true,
  };
}
