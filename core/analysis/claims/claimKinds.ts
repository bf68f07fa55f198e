import { isStopword, type TLanguageCode, type TWordToken } from '../language';
import { isMonthName } from './dates';
import { phraseAt, phraseIndex, type TCueWords } from './cueWords';
import type { TClaimKind, TFact } from './types';

/** The text being read, tokenised once and shared by every sentence. */
export type TClaimText = {
  text: string;
  tokens: TWordToken[];
  words: string[];
  code: TLanguageCode | null;
  cues: TCueWords;
};

/** A stretch of a sentence: offsets and its tokens, tokens[firstToken..endToken). */
export type TTokenRange = { start: number; end: number; firstToken: number; endToken: number };

/** The kinds in the order a claim lists them. */
export const KIND_ORDER: TClaimKind[] = ['number', 'quantity', 'date', 'name', 'comparison', 'causal'];

const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** English words in -est that are not superlatives. */
const NOT_SUPERLATIVE = new Set(
  `interest forest honest modest request contest protest harvest suggest manifest conquest digest invest arrest attest
  detest inquest behest earnest southwest northwest midwest guest chest quest nest rest test pest vest lest unrest`.split(/\s+/),
);
const DETERMINERS = new Set(['the', 'its', 'their', 'his', 'her', 'our', 'my', 'your']);

/**
 * What makes a stretch of a sentence checkable: its facts (numbers, amounts with a unit, dates),
 * names (capitalised words that are not the sentence's first word), comparisons and causes.
 */
export function kindsOf(claimText: TClaimText, sentence: TTokenRange, range: TTokenRange, facts: TFact[]): Set<TClaimKind> {
  const kinds = new Set<TClaimKind>();
  for (const fact of facts) {
    if (fact.start < range.start || fact.end > range.end) continue;
    kinds.add(fact.kind === 'date' ? 'date' : fact.unit ? 'quantity' : 'number');
  }
  const { words, cues } = claimText;
  const comparisons = phraseIndex(cues.comparison);
  const causes = phraseIndex(cues.causal);
  for (let t = range.firstToken; t < range.endToken; t += 1) {
    if (!kinds.has('name') && isName(claimText, sentence, t)) kinds.add('name');
    if (!kinds.has('comparison') && (phraseAt(comparisons, words, t, range.endToken) || comparesAt(claimText, t, range))) kinds.add('comparison');
    if (!kinds.has('causal') && phraseAt(causes, words, t, range.endToken)) kinds.add('causal');
  }
  return kinds;
}

const isCapitalised = ({ text, tokens }: TClaimText, t: number) => /^\p{Lu}/u.test(text[tokens[t]!.start]!);

/**
 * A name: a capitalised word of two letters or more that is not the sentence's first word (any
 * sentence starts with a capital), a stopword ("The" after a quote), a month or a weekday. German
 * capitalises every noun, so there a name needs a capitalised neighbour ("Deutsche Bahn").
 */
function isName(claimText: TClaimText, sentence: TTokenRange, t: number): boolean {
  if (t === sentence.firstToken || !isCandidate(claimText, t)) return false;
  if (claimText.code !== 'de') return true;
  const before = t - 1 > sentence.firstToken && isCandidate(claimText, t - 1);
  const after = t + 1 < sentence.endToken && isCandidate(claimText, t + 1);
  return before || after;
}

function isCandidate(claimText: TClaimText, t: number): boolean {
  const word = claimText.words[t]!;
  if (word.length < 2 || !isCapitalised(claimText, t)) return false;
  return !isStopword(claimText.code ?? 'en', word) && !isMonthName(word) && !WEEKDAYS.has(word);
}

/** Comparisons the phrase lists cannot hold: English "-er than" and superlatives, German "-er als" and "die größte". */
function comparesAt(claimText: TClaimText, t: number, range: TTokenRange): boolean {
  const { words, code } = claimText;
  const word = words[t]!;
  const previous = t > range.firstToken ? words[t - 1]! : '';
  if (code === null || code === 'en') {
    if (word === 'than') return previous !== '' && previous !== 'rather' && previous !== 'other';
    return word.length >= 5 && word.endsWith('est') && !NOT_SUPERLATIVE.has(word) && (DETERMINERS.has(previous) || previous.endsWith("'s"));
  }
  if (code === 'de' && !isCapitalised(claimText, t)) {
    if (word.endsWith('er') && words[t + 1] === 'als' && t + 1 < range.endToken) return true;
    return /^(?:der|die|das|den|dem|am)$/.test(previous) && /(?:st|ßt)(?:e|en|er|es|em)$/.test(word);
  }
  return false;
}
