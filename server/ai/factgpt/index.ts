import type { TChatItem } from '@core/api/chat';
import type { TPassage } from '@core/api/citations';
import type { TGenerationMode } from '@core/plans/access';
import { textRun, type TAnswerRun } from '../answerRun';
import type { TModelEngine } from '../models';
import { openModelStream, type TCallSettings } from '../modelStream';
import { composeFromPassages, offlineFollowUps, subjectLabels } from '../offline/compose';
import { needsModelNotice } from '../offline/notice';
import { suggestFollowUps } from '../followUp';
import { factgptPrompt } from './prompt';
import { createCitationFilter } from './schema';
import { NO_WEB_SEARCH_NOTE, WEB_SEARCH_FAILED_NOTE } from './sources';

export type TFactgptInput = {
  query: string;
  mode: TGenerationMode;
  passages: TPassage[];
  /** A line shown before the answer (e.g. serp searched the user's assets instead of the web). */
  note: string | null;
  history: TChatItem[];
  language?: string;
};

/** What a source mode searched, as the answer names it when nothing there is about the question. */
function scopeOf(mode: TGenerationMode, note: string | null): string {
  if (mode === 'file') return 'your files';
  if (mode === 'url') return 'your web pages';
  if (mode === 'domain') return 'your sites';
  return note ? "your project's assets" : 'the web search results';
}

/** Why serp mode searched the project's assets instead of the web, as the start of a sentence. */
const FALLBACK_REASONS: Record<string, string> = {
  [NO_WEB_SEARCH_NOTE]: 'No web search is configured on this installation',
  [WEB_SEARCH_FAILED_NOTE]: 'The web search did not answer',
};

/**
 * Serp mode fell back on the project's assets and none is about the question: one sentence saying
 * both, never "your selected sources" (nothing was selected).
 */
function fallbackFoundNothing(reason: string, query: string): string {
  const labels = subjectLabels(query);
  return `${reason}, so this answer searched your project's assets instead, and found nothing there about ${labels || 'this question'}.`;
}

/** The offline engine: quotes the sources with citations; instruct mode needs a model, so it says how to connect one. */
function offlineAnswer(requestedModel: string, input: TFactgptInput): TAnswerRun {
  if (input.mode === 'instruct') {
    // The public tool never gets here: it tells its visitors what they can do instead (publicSources.ts).
    const notice = needsModelNotice('answer without sources (instruct mode)');
    return textRun({ requestedModel, text: notice, notice });
  }
  const { text, cited } = composeFromPassages(input.query, input.passages, scopeOf(input.mode, input.note));
  const reason = input.note ? FALLBACK_REASONS[input.note] : undefined;
  if (!cited.length && reason) return textRun({ requestedModel, text: fallbackFoundNothing(reason, input.query), citations: [], followUps: [] });
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
