import { z } from 'zod';
import { cutAtWord } from '@core/text/cutAtWord';

/** The longest reasoning and correction kept: one or two sentences, a sentence. */
const MAX_REASONING = 500;
const MAX_CORRECTION = 800;

/** The claims rewritten to stand alone, by their number, and claims the detector missed, quoted exactly. */
export const ZStandaloneAnswer = z.object({
  claims: z.array(z.object({ index: z.number().int().min(1), statement: z.string() })).default([]),
  extra: z.array(z.object({ quote: z.string(), statement: z.string() })).default([]),
});
export type TStandaloneAnswer = z.infer<typeof ZStandaloneAnswer>;

export const ZVerdictAnswer = z.object({
  verdict: z.enum(['supported', 'contradicted', 'not_enough_evidence']),
  reasoning: z.string().default(''),
  cited: z.array(z.number().int()).default([]),
  correction: z.string().nullish(),
});
export type TVerdictAnswer = z.infer<typeof ZVerdictAnswer>;

/** A verdict as shown: only cited passages that exist; a verdict resting on none is not enough evidence. */
export type TReadVerdict = { verdict: 'supported' | 'contradicted' | 'not_enough_evidence'; reasoning: string | null; cited: number[]; correction: string | null };

/**
 * What a verdict answer may claim: its citations are kept only when they name a passage it was
 * given, and a supported or contradicted verdict that names none becomes "not enough evidence" (a
 * verdict must rest on a passage the writer can read). Only a contradicted claim has a correction.
 */
export function readVerdict(answer: TVerdictAnswer, passageNumbers: readonly number[]): TReadVerdict {
  const valid = new Set(passageNumbers);
  const cited = [...new Set(answer.cited.filter((n) => valid.has(n)))].sort((a, b) => a - b);
  const verdict = answer.verdict !== 'not_enough_evidence' && cited.length === 0 ? 'not_enough_evidence' : answer.verdict;
  const reasoning = answer.reasoning.trim() ? cutAtWord(answer.reasoning.trim(), MAX_REASONING) : null;
  const correction = verdict === 'contradicted' && answer.correction?.trim() ? cutAtWord(answer.correction.trim(), MAX_CORRECTION) : null;
  return { verdict, reasoning, cited: verdict === 'not_enough_evidence' ? [] : cited, correction };
}
