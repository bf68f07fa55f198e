import type { TModelEngine } from '../models';
import { completeText, type TCallSettings } from '../modelStream';
import { parseJsonAnswer } from '../jsonAnswer';
import { standalonePrompt, verdictPrompt, type TClaimForPrompt, type TPassageForPrompt } from './prompt';
import { readVerdict, ZStandaloneAnswer, ZVerdictAnswer, type TReadVerdict, type TStandaloneAnswer } from './schema';

type TModel = Extract<TModelEngine, { engine: 'model' }>;

/** Output tokens a verdict may take (reasoning, citations, a corrected sentence, JSON). */
const VERDICT_TOKENS = 600;
/** Output tokens per claim of the standalone rewrite. */
const STANDALONE_TOKENS_PER_CLAIM = 80;

/** The model's standalone statements for the claims (by number) and the claims it adds; model_failed on an answer that does not fit. */
export async function standaloneClaims(engine: TModel, text: string, claims: readonly TClaimForPrompt[], language: string, settings: TCallSettings): Promise<TStandaloneAnswer> {
  const prompt = standalonePrompt(text, claims, language);
  const { text: answer } = await completeText(engine.model, prompt, { ...settings, byok: engine.byok, maxOutputTokens: 300 + claims.length * STANDALONE_TOKENS_PER_CLAIM });
  return parseJsonAnswer(answer, ZStandaloneAnswer);
}

/** The model's verdict on one claim from its passages only, read by readVerdict. */
export async function claimVerdict(engine: TModel, claim: { text: string; statement: string }, passages: readonly TPassageForPrompt[], language: string, settings: TCallSettings): Promise<TReadVerdict> {
  const { text: answer } = await completeText(engine.model, verdictPrompt(claim, passages, language), { ...settings, byok: engine.byok, maxOutputTokens: VERDICT_TOKENS });
  return readVerdict(parseJsonAnswer(answer, ZVerdictAnswer), passages.map((passage) => passage.n));
}
