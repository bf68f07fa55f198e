import { languageCodeOf, wordTokens } from '../language';
import { claimId } from './claimId';
import { KIND_ORDER, kindsOf, type TClaimText, type TTokenRange } from './claimKinds';
import { claimParts } from './claimParts';
import { claimSentences, type TClaimSentence } from './claimSentences';
import { cueWordsOf, phraseAt, phraseIndex } from './cueWords';
import { factsOfTokens } from './facts';
import type { TClaim, TClaimDetection, TClaimKind, TFact } from './types';

/** At most this many claims per call; `truncated` says when there were more. */
export const MAX_CLAIMS = 500;
/** A longer "sentence" is a list or unpunctuated text, not a statement a writer can check as one. */
export const MAX_CLAIM_WORDS = 150;
/** Under this many words a sentence needs a fact to be a claim, and a fragment without a closing mark is a heading. */
const MIN_WORDS = 4;

const FACT_KINDS = new Set<TClaimKind>(['number', 'quantity', 'date', 'name']);
/** Words after an instruction's first word that show it is a noun instead ("Use of pesticides rose…"). */
const NOT_IMPERATIVE_NEXT = new Set(['of', 'is', 'was', 'are', 'were', 'has', 'had', 'will']);

/**
 * The checkable claims of a plain text (paragraphs separated by blank lines), in order, by rules
 * alone: the same text always gives the same claims and ids. Linear in the text's length.
 */
export function detectClaims(text: string, options: { language?: string | null; maxClaims?: number } = {}): TClaimDetection {
  const code = languageCodeOf(options.language ?? 'en');
  const tokens = wordTokens(text);
  const claimText: TClaimText = { text, tokens, words: tokens.map((token) => token.word), code, cues: cueWordsOf(code) };
  const facts = factsOfTokens(text, tokens, code);
  const limit = options.maxClaims ?? MAX_CLAIMS;
  const claims: TClaim[] = [];
  let factIndex = 0;
  for (const sentence of claimSentences(text, tokens)) {
    while (factIndex < facts.length && facts[factIndex]!.start < sentence.start) factIndex += 1;
    const sentenceFacts: TFact[] = [];
    for (let f = factIndex; f < facts.length && facts[f]!.start < sentence.end; f += 1) sentenceFacts.push(facts[f]!);
    for (const claim of sentenceClaims(claimText, sentence, sentenceFacts)) {
      if (claims.length === limit) return { claims, truncated: true };
      claims.push(claim);
    }
  }
  return { claims, truncated: false };
}

function sentenceClaims(claimText: TClaimText, sentence: TClaimSentence, facts: TFact[]): TClaim[] {
  const words = sentence.endToken - sentence.firstToken;
  if (sentence.asterisks || sentence.question || words > MAX_CLAIM_WORDS) return [];
  if (!sentence.terminated && words < MIN_WORDS) return [];
  if (isInstruction(claimText, sentence)) return [];
  const opinion = hasOpinion(claimText, sentence);
  const kindsIn = (range: TTokenRange) => {
    const kinds = kindsOf(claimText, sentence, range, facts);
    // "I love gardens", "I think Paris is the most beautiful": only a number or a date makes an opinion checkable.
    if (opinion) for (const kind of ['name', 'comparison', 'causal'] as const) kinds.delete(kind);
    return kinds;
  };
  const claims: TClaim[] = [];
  for (const part of claimParts(claimText, sentence, kindsIn)) {
    const kinds = kindsIn(part);
    const hasFact = [...kinds].some((kind) => FACT_KINDS.has(kind));
    if (kinds.size === 0 || (part.endToken - part.firstToken < MIN_WORDS && !hasFact)) continue;
    const text = claimText.text.slice(part.start, part.end);
    claims.push({
      id: claimId(text),
      text,
      start: part.start,
      end: part.end,
      sentenceStart: sentence.start,
      sentenceEnd: sentence.end,
      kinds: KIND_ORDER.filter((kind) => kinds.has(kind)),
    });
  }
  return claims;
}

/** An instruction: it opens with an imperative ("Click", "Add", "Please"), not used as a noun. */
function isInstruction({ words, cues }: TClaimText, sentence: TClaimSentence): boolean {
  const first = sentence.firstToken;
  const length = phraseAt(phraseIndex(cues.imperatives), words, first, sentence.endToken);
  return length > 0 && !NOT_IMPERATIVE_NEXT.has(words[first + length] ?? '');
}

function hasOpinion({ words, cues }: TClaimText, sentence: TClaimSentence): boolean {
  const opinions = phraseIndex(cues.opinion);
  for (let t = sentence.firstToken; t < sentence.endToken; t += 1) if (phraseAt(opinions, words, t, sentence.endToken)) return true;
  return false;
}
