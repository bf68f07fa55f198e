import type { TModelEngine } from '../models';
import { ClientAbortError, completeText, type TCallSettings, type TPrompt } from '../modelStream';
import { parseJsonAnswer } from '../jsonAnswer';
import type { TSnippetProblem } from '@core/analysis/seo/snippetChecks';
import { extrasPrompt, optimisePrompt, outlinePrompt, sectionPrompt, type TArticleBrief, type TPromptPassage } from './prompt';
import { keepGivenCitations, ZExtrasAnswer, ZOptimiseAnswer, ZOutlineAnswer, type TExtrasAnswer, type TOptimiseAnswer, type TOutlineAnswer } from './schema';

export type TModel = Extract<TModelEngine, { engine: 'model' }>;
export type { TArticleBrief, TPromptPassage } from './prompt';
export { keepGivenCitations } from './schema';

const OUTLINE_TOKENS = 1_200;

/** A whole answer; an answer cut short by the stop signal is thrown away (a step stores only what the model finished). */
async function complete(engine: TModel, prompt: TPrompt, settings: TCallSettings, maxOutputTokens: number): Promise<string> {
  const { text, finishReason } = await completeText(engine.model, prompt, { ...settings, byok: engine.byok, maxOutputTokens });
  if (finishReason === 'aborted') throw new ClientAbortError();
  return text;
}
const EXTRAS_TOKENS = 900;

/** The article's outline from its research; model_failed on an answer that does not fit the schema. */
export async function writeOutline(engine: TModel, brief: TArticleBrief, research: { headlines: string[]; questions: string[]; passages: readonly TPromptPassage[] }, settings: TCallSettings): Promise<TOutlineAnswer> {
  const text = await complete(engine, outlinePrompt(brief, research), settings, OUTLINE_TOKENS);
  return parseJsonAnswer(text, ZOutlineAnswer);
}

/** One section's text, keeping only citations of the passages it was given. */
export async function writeSection(
  engine: TModel,
  brief: TArticleBrief,
  outline: { title: string; headings: string[] },
  index: number,
  points: string[],
  passages: readonly TPromptPassage[],
  words: number,
  settings: TCallSettings,
): Promise<{ text: string; cited: number[] }> {
  const prompt = sectionPrompt(brief, outline, index, points, passages, words);
  const text = await complete(engine, prompt, settings, Math.max(400, Math.ceil(words * 2.5)));
  return keepGivenCitations(text, passages.map((passage) => passage.n));
}

/** The meta description, summary and conclusion of the written article. */
export async function writeExtras(engine: TModel, brief: TArticleBrief, title: string, body: string, settings: TCallSettings): Promise<TExtrasAnswer> {
  const text = await complete(engine, extrasPrompt(brief, title, body), settings, EXTRAS_TOKENS);
  return parseJsonAnswer(text, ZExtrasAnswer);
}

const OPTIMISE_TOKENS = 300;

/** The title and meta description rewritten to fix the snippet's problems for the keyword. */
export async function optimiseSnippet(
  engine: TModel,
  brief: TArticleBrief,
  snippet: { title: string; meta: string; keepTitle: boolean },
  problems: readonly TSnippetProblem[],
  headings: readonly string[],
  settings: TCallSettings,
): Promise<TOptimiseAnswer> {
  const text = await complete(engine, optimisePrompt(brief, snippet, problems, headings), settings, OPTIMISE_TOKENS);
  return parseJsonAnswer(text, ZOptimiseAnswer);
}
