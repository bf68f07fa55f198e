import { dropStarredSentences } from '@core/text/dropStarredSentences';
import type { TPrompt } from '../modelStream';

/** A marker every fact-check prompt carries, so the local test model can tell them apart. */
export const STANDALONE_TASK = 'Task: standalone claims.';
export const VERDICT_TASK = 'Task: fact-check verdict.';

/** Characters of the text before a claim given as its context (to resolve "it", "the company"…). */
const CONTEXT_CHARS = 400;

export type TClaimForPrompt = { text: string; start: number };

/**
 * Rewrite each detected claim to stand alone (names instead of pronouns, no facts changed), and
 * quote any checkable claim the detector missed exactly as written. Sentences starting with three
 * asterisks are never sent (spec §5).
 */
export function standalonePrompt(text: string, claims: readonly TClaimForPrompt[], language: string): TPrompt {
  const listed = claims
    .map((claim, index) => `${index + 1}. Context: "${dropStarredSentences(text.slice(Math.max(0, claim.start - CONTEXT_CHARS), claim.start)).trim()}"\n   Claim: "${claim.text}"`)
    .join('\n');
  return {
    system: [
      STANDALONE_TASK,
      'You prepare claims from a draft for fact-checking.',
      'For each numbered claim, write one sentence that states the same fact so it can be understood alone: replace pronouns and vague references with what they refer to in the context. Never change, add or drop a number, date, name or quantity.',
      `Write the statements in the draft's language (${language}).`,
      'Also list, under "extra", up to 5 other checkable factual claims of the draft that are not numbered, each with "quote" copied character for character from the draft.',
      'Answer with JSON only: {"claims":[{"index":1,"statement":"..."}],"extra":[{"quote":"...","statement":"..."}]}',
    ].join(' '),
    messages: [{ role: 'user', content: `Draft:\n${dropStarredSentences(text).slice(0, 20_000)}\n\nClaims:\n${listed}` }],
  };
}

export type TPassageForPrompt = { n: number; title: string; text: string };

/**
 * Judge one claim against its passages only: supported, contradicted or not enough evidence, the
 * reasoning in one or two sentences, the passages it rests on, and for a contradicted claim the
 * claim as written, corrected to what the passages say.
 */
export function verdictPrompt(claim: { text: string; statement: string }, passages: readonly TPassageForPrompt[], language: string): TPrompt {
  const sources = passages.map((passage) => `[${passage.n}] (${passage.title})\n${passage.text}`).join('\n\n');
  return {
    system: [
      VERDICT_TASK,
      'You check one claim against numbered source passages. Use only these passages, never your own knowledge.',
      'Verdict "supported" when the passages state the claim\'s facts; "contradicted" when a passage states a different number, date, name or outcome for the same thing; otherwise "not_enough_evidence".',
      'Give the reasoning in one or two sentences and cite the numbers of the passages the verdict rests on.',
      `For a contradicted claim, give "correction": the claim as written, changed only where the passages say otherwise, in ${language}.`,
      'Answer with JSON only: {"verdict":"supported|contradicted|not_enough_evidence","reasoning":"...","cited":[1],"correction":null}',
    ].join(' '),
    messages: [{ role: 'user', content: `Claim as written: "${claim.text}"\nClaim standing alone: "${claim.statement}"\n\nPassages:\n${sources}` }],
  };
}
