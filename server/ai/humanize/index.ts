import type { THumanizedPassage } from '@core/api/humanize';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { noModelNotice, type TNoticeReader } from '../noModelNotice';
import { humanizePrompt, type THumanizePromptInput } from './prompt';
import { reviewRewrites } from './review';
import { parseRewrites } from './schema';

/** A humanize run's outcome, before it is charged: the reviewed passages, or the offline engine's notice. */
export type THumanizeRun = {
  engine: 'model' | 'offline';
  model: string;
  requested_model: string;
  passages: THumanizedPassage[];
  /** The changed rewrites: what the model wrote that the writer gets (and is charged for). */
  written: string[];
  notice: string | null;
};

/** Room for the rewrite of `words` words (about 1.5 tokens a word, twice over) and the JSON around it. */
const outputTokensFor = (input: THumanizePromptInput) => Math.ceil(input.passages.join(' ').split(/\s+/).length * 3) + 60 * input.passages.length + 200;

/**
 * Rewrites the passages so they read naturally (issue 18, Humanize AI) and reviews each rewrite
 * (diff, kept facts, acceptable). On the offline engine nothing is rewritten: a notice worded for
 * `readerOf`'s reader says it needs a model and how to get one.
 */
export async function runHumanize(engine: TModelEngine, input: THumanizePromptInput, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<THumanizeRun> {
  if (engine.engine === 'offline') {
    const notice = noModelNotice('rewrite your text (Humanize AI)', await readerOf(), 'The writing-style signals and the sentences behind them work without one.');
    return { engine: 'offline', model: 'offline', requested_model: engine.name, passages: [], written: [], notice };
  }
  const { text } = await completeText(engine.model, humanizePrompt(input), { ...settings, byok: engine.byok, maxOutputTokens: outputTokensFor(input) });
  const passages = reviewRewrites(input.passages, parseRewrites(text, input.passages.length), input.language);
  const written = passages.filter((passage) => !passage.unchanged).map((passage) => passage.rewrite);
  return { engine: 'model', model: engine.label, requested_model: engine.name, passages, written, notice: null };
}
