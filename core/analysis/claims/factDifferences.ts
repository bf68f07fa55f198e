import { isStopword, languageCodeOf, stemmerFor, wordTokens, type TLanguageCode } from '../language';
import { claimSentences } from './claimSentences';
import { isMonthName } from './dates';
import { factsOfTokens } from './facts';
import type { TDateFact, TFact, TFactDifference, TNumberFact } from './types';

/** Words either side of a fact that say what it is about ("completed", "employs"), within its sentence. */
const CONTEXT_WINDOW = 6;
/** An estimate ("about 4,000") agrees with a value within this share of it. */
const APPROXIMATE_SHARE = 0.1;

type TFactInContext = { fact: TFact; context: Set<string> };

/**
 * Where a claim's number or date differs from the passage's corresponding one, for the writer to
 * check. A passage fact corresponds when it is of the same kind (and unit) and shares the most
 * content words near it, at least one; when the passage has none, or the best ones disagree among
 * themselves about the claim, nothing is said. A match is never a verdict: no difference is not
 * "supported".
 */
export function factDifferences(claimText: string, passageText: string, options: { language?: string | null } = {}): TFactDifference[] {
  const code = languageCodeOf(options.language ?? 'en');
  const passageFacts = factsInContext(passageText, code);
  const differences: TFactDifference[] = [];
  for (const { fact, context } of factsInContext(claimText, code)) {
    let best = 0;
    let matches: TFact[] = [];
    for (const other of passageFacts) {
      if (!comparable(fact, other.fact)) continue;
      let shared = 0;
      for (const word of context) if (other.context.has(word)) shared += 1;
      if (shared > best) [best, matches] = [shared, [other.fact]];
      else if (shared === best && shared > 0) matches.push(other.fact);
    }
    if (best === 0 || matches.some((match) => agrees(fact, match))) continue;
    const passage = matches[0]!;
    differences.push({
      kind: fact.kind,
      claim: fact.text,
      passage: passage.text,
      claimStart: fact.start,
      claimEnd: fact.end,
      passageStart: passage.start,
      passageEnd: passage.end,
    });
  }
  return differences;
}

/** Each fact of a text with the stems of the content words around it in its sentence. */
function factsInContext(text: string, code: TLanguageCode | null): TFactInContext[] {
  const tokens = wordTokens(text);
  const facts = factsOfTokens(text, tokens, code);
  const stem = stemmerFor(code);
  // Which fact each token belongs to (-1: none), and each token's sentence.
  const factOf = new Int32Array(tokens.length).fill(-1);
  const sentenceOf = new Int32Array(tokens.length);
  let f = 0;
  tokens.forEach((token, t) => {
    while (f < facts.length && facts[f]!.end <= token.start) f += 1;
    if (f < facts.length && facts[f]!.start <= token.start && token.end <= facts[f]!.end) factOf[t] = f;
  });
  claimSentences(text, tokens).forEach((sentence, s) => sentenceOf.fill(s, sentence.firstToken, sentence.endToken));
  const isContext = (t: number) => {
    const word = tokens[t]!.word;
    return factOf[t] === -1 && word.length > 1 && !/\d/.test(word) && !isStopword(code ?? 'en', word) && !isMonthName(word);
  };
  const firstTokenOf = new Map<number, number>();
  const lastTokenOf = new Map<number, number>();
  factOf.forEach((fact, t) => {
    if (fact < 0) return;
    if (!firstTokenOf.has(fact)) firstTokenOf.set(fact, t);
    lastTokenOf.set(fact, t);
  });
  return facts.flatMap((fact, index) => {
    const first = firstTokenOf.get(index);
    const last = lastTokenOf.get(index);
    if (first === undefined || last === undefined) return [];
    const context = new Set<string>();
    const from = Math.max(0, first - CONTEXT_WINDOW);
    const to = Math.min(tokens.length - 1, last + CONTEXT_WINDOW);
    for (let t = from; t <= to; t += 1) if (sentenceOf[t] === sentenceOf[first] && isContext(t)) context.add(stem(tokens[t]!.word));
    return [{ fact, context }];
  });
}

/** Facts of one kind compare; amounts only in the same unit (or both without one). */
function comparable(claim: TFact, passage: TFact): boolean {
  if (claim.kind === 'number' && passage.kind === 'number') return claim.unit === passage.unit;
  return claim.kind === passage.kind;
}

/** Whether two facts can be the same: dates agree on every part both give; amounts within the rounding either shows. */
function agrees(claim: TFact, passage: TFact): boolean {
  if (claim.kind === 'date' && passage.kind === 'date') return datesAgree(claim, passage);
  if (claim.kind === 'number' && passage.kind === 'number') return numbersAgree(claim, passage);
  return false;
}

function datesAgree(a: TDateFact, b: TDateFact): boolean {
  return (['year', 'month', 'day'] as const).every((part) => a[part] === null || b[part] === null || a[part] === b[part]);
}

function numbersAgree(a: TNumberFact, b: TNumberFact): boolean {
  const rounding = Math.max(a.step, b.step) / 2;
  const estimate = a.approximate || b.approximate ? Math.max(Math.abs(a.value), Math.abs(b.value)) * APPROXIMATE_SHARE : 0;
  return Math.abs(a.value - b.value) <= Math.max(rounding, estimate) * (1 + 1e-9);
}
