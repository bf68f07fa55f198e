import type { TLinkSuggestion } from '../../api/interlinking';
import type { TDocOutline, TTextRange } from './docOutline';
import type { TLanguageTools } from './languageTools';
import { hrefReaches } from './linkTargets';
import { blendContext } from './semanticContext';
import { sentenceRanges } from './sentences';
import { suggestionId } from './suggestionId';
import { MAX_ANCHOR_WORDS, indexTargets, type TPhraseSource, type TTargetIndex, type TTargetInput } from './targetIndex';

/** At most this many links per 1,000 words of text, counting the links already in it (and at least one link). */
export const LINKS_PER_1000_WORDS = 5;
/** Below this score a suggestion is not worth the writer's time. */
export const MIN_SCORE = 30;
/** Weight of the anchor naming its target, and of its sentence being about the target (they sum to 1). */
const ANCHOR_WEIGHT = 0.65;
const CONTEXT_WEIGHT = 0.35;

/** Links a text of this many words may carry. */
export function linkCap(words: number): number {
  return Math.max(1, Math.floor((words * LINKS_PER_1000_WORDS) / 1000));
}

export type TSuggestLinksInput = {
  /** The doc's id (or a fixed key for a pasted text): part of each suggestion's id. */
  docKey: string;
  outline: TDocOutline;
  targets: TTargetInput[];
  tools: TLanguageTools;
  /** The doc itself, never a target of its own links. */
  self?: { docId?: string };
  /** Suggestion ids the writer rejected for this doc. */
  rejected?: ReadonlySet<string>;
};

export type TSuggestLinksResult = { suggestions: TLinkSuggestion[]; wordCount: number; linkCap: number; existingLinks: number };

type TDocToken = { start: number; end: number; word: string; stem: string; stop: boolean; blocked: boolean; sentence: number };

/** A phrase naming a target: its anchor strength and its sentence's word overlap (context) with the target. */
type TCandidate = { start: number; end: number; sentence: number; source: TPhraseSource; stems: string[]; lexical: number; context: string[] };

/**
 * The work of a suggestion request up to its ranking: the doc's sentences, every candidate phrase,
 * and the targets no link may go to (already linked, the doc itself). `rankLinks` finishes it,
 * with meaning when the caller has embedded some sentences and targets (semanticContext.ts).
 */
export type TLinkPlan = {
  input: TSuggestLinksInput;
  sentences: TTextRange[];
  candidates: TCandidate[];
  /** Target positions a link may not go to. */
  closedTargets: ReadonlySet<number>;
  /** Links still allowed (the cap less the links already there). */
  room: number;
  counts: Omit<TSuggestLinksResult, 'suggestions'>;
};

/** Cosine similarity of a sentence and a target by meaning, or null when either was not embedded. */
export type TSimilarity = (sentence: number, target: number) => number | null;

const inside = (ranges: TTextRange[], start: number, end: number) => ranges.some((range) => start < range.end && end > range.start);

/** The doc's words, each knowing its sentence and whether a link may go there (not a heading, not a link). */
function docTokens(outline: TDocOutline, tools: TLanguageTools, sentences: TTextRange[]): TDocToken[] {
  const blocked = [...outline.headings, ...outline.links];
  let sentence = 0;
  return tools.wordTokens(outline.text).map(({ start, end, word }) => {
    while (sentence < sentences.length - 1 && sentences[sentence]!.end <= start) sentence += 1;
    return { start, end, word, stem: tools.stem(word), stop: tools.isStopword(word), blocked: inside(blocked, start, end), sentence };
  });
}

/** Only spaces between two words of an anchor: no punctuation, no line break. */
const joinable = (text: string, left: TDocToken, right: TDocToken) => /^[ \t\u00a0]+$/.test(text.slice(left.end, right.start));

/**
 * Context: the share of the sentence's information (idf-weighted content stems other than the
 * anchor's) that the target's text also holds; 0 when the sentence has nothing but the anchor.
 */
function contextOf(index: TTargetIndex, target: number, sentenceStems: Map<string, string>, anchorStems: string[]): { share: number; shared: string[] } {
  let all = 0;
  let common = 0;
  const shared: Array<{ word: string; idf: number }> = [];
  for (const [stem, word] of sentenceStems) {
    if (anchorStems.includes(stem)) continue;
    const weight = index.idf(stem);
    all += weight;
    if (index.stems[target]!.has(stem)) {
      common += weight;
      shared.push({ word, idf: weight });
    }
  }
  shared.sort((a, b) => b.idf - a.idf || (a.word < b.word ? -1 : 1));
  return { share: all > 0 ? common / all : 0, shared: shared.map((item) => item.word) };
}

/** Every phrase of the doc that names a target, with its sentence's word overlap with that target. */
function candidatesOf(outline: TDocOutline, tokens: TDocToken[], index: TTargetIndex): TCandidate[] {
  // Each sentence's content stems (with the first form seen), built in one pass over the words.
  const sentenceStems: Array<Map<string, string>> = [];
  for (const token of tokens) {
    const stems = (sentenceStems[token.sentence] ??= new Map());
    if (!token.stop && token.word.length >= 2 && !stems.has(token.stem)) stems.set(token.stem, token.word);
  }
  const stemsOf = (sentence: number) => sentenceStems[sentence] ?? new Map<string, string>();
  const candidates: TCandidate[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i]!;
    if (first.blocked || first.stop) continue;
    for (let n = 1; n <= MAX_ANCHOR_WORDS && i + n <= tokens.length; n += 1) {
      const last = tokens[i + n - 1]!;
      if (last.blocked || last.sentence !== first.sentence || (n > 1 && !joinable(outline.text, tokens[i + n - 2]!, last))) break;
      if (last.stop || (n === 1 && first.word.length < 3)) continue;
      const run = tokens.slice(i, i + n);
      const stems = run.map((token) => token.stem);
      for (const source of index.phrases.get(stems.join(' ')) ?? []) {
        const context = contextOf(index, source.target, stemsOf(first.sentence), stems);
        candidates.push({ start: first.start, end: last.end, sentence: first.sentence, source, stems, lexical: context.share, context: context.shared });
      }
    }
  }
  return candidates;
}

function reasonOf(candidate: TScored, anchor: string, target: TTargetInput): string {
  const named =
    candidate.source.source === 'title'
      ? `“${anchor}” is in the title “${target.title}”`
      : candidate.source.source === 'keyword'
        ? `“${anchor}” is a keyword of “${target.title}”`
        : `“${anchor}” is one of the main terms of “${target.title}”`;
  const shared = candidate.context.slice(0, 5);
  if (candidate.byMeaning) return `${named}; the sentence is close to it in meaning.`;
  return shared.length ? `${named}; the sentence also shares ${shared.map((word) => `“${word}”`).join(', ')} with it.` : `${named}.`;
}

type TScored = TCandidate & { score: number; byMeaning: boolean };

/** The doc's sentences and candidate phrases, and what limits the links (cap, linked targets, the doc itself). */
export function planLinks(input: TSuggestLinksInput): TLinkPlan {
  const { outline, tools } = input;
  const sentences = sentenceRanges(outline.text);
  const tokens = docTokens(outline, tools, sentences);
  const cap = linkCap(tokens.length);
  const existingLinks = outline.links.length;
  const counts = { wordCount: tokens.length, linkCap: cap, existingLinks };
  const room = cap - existingLinks;
  const closedTargets = new Set<number>();
  if (room <= 0 || input.targets.length === 0) return { input, sentences, candidates: [], closedTargets, room, counts };
  input.targets.forEach((target, position) => {
    if (outline.links.some((link) => hrefReaches(link.href, target))) closedTargets.add(position);
    if (target.kind === 'doc' && target.id === input.self?.docId) closedTargets.add(position);
  });
  const candidates = candidatesOf(outline, tokens, indexTargets(tools, input.targets)).filter((candidate) => !closedTargets.has(candidate.source.target));
  return { input, sentences, candidates, closedTargets, room, counts };
}

/**
 * Scores the candidates 0–100 (65 × anchor strength + 35 × context, the context being the word
 * overlap or, when `similarity` knows the pair, the larger of it and the meaning's share) and picks
 * the suggestions by the rules of `suggestLinks`.
 */
export function rankLinks(plan: TLinkPlan, similarity?: TSimilarity): TSuggestLinksResult {
  const { input, sentences } = plan;
  const scored: TScored[] = plan.candidates.map((candidate) => {
    const cosine = similarity?.(candidate.sentence, candidate.source.target) ?? null;
    const context = blendContext(candidate.lexical, cosine);
    const score = Math.round(100 * (ANCHOR_WEIGHT * candidate.source.strength + CONTEXT_WEIGHT * context));
    return { ...candidate, score, byMeaning: context > candidate.lexical };
  });
  const candidates = scored
    .filter((candidate) => candidate.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start || (input.targets[a.source.target]!.id < input.targets[b.source.target]!.id ? -1 : 1));
  const linkedTargets = new Set(plan.closedTargets);
  const anchors = new Set<string>();
  const sentencesUsed = new Set<number>();
  const chosen: TLinkSuggestion[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= plan.room) break;
    const position = candidate.source.target;
    const target = input.targets[position]!;
    const anchor = input.outline.text.slice(candidate.start, candidate.end);
    const anchorKey = anchor.toLowerCase();
    if (linkedTargets.has(position) || anchors.has(anchorKey) || sentencesUsed.has(candidate.sentence)) continue;
    const id = suggestionId(input.docKey, target, anchor);
    if (input.rejected?.has(id)) continue;
    linkedTargets.add(position);
    anchors.add(anchorKey);
    sentencesUsed.add(candidate.sentence);
    const sentence = sentences[candidate.sentence]!;
    chosen.push({
      id,
      anchor,
      sentence: input.outline.text.slice(sentence.start, sentence.end),
      text_start: candidate.start,
      text_end: candidate.end,
      target: { kind: target.kind, id: target.id, url: target.url, title: target.title },
      reason: reasonOf(candidate, anchor, target),
      score: Math.min(100, candidate.score),
    });
  }
  return { ...plan.counts, suggestions: chosen };
}

/**
 * Internal-link suggestions for a text: anchors are phrases already in it (1–4 words, not in a
 * heading, not in a link, not starting or ending on a stopword) that match a target's title,
 * keywords or main terms by stem. Rules: one link per target, none to a target the text already
 * links to, none to the doc itself, no two suggestions with the same anchor text or in the same
 * sentence, no rejected one, and at most linkCap(words) links in all (existing links count).
 * By words only; the server adds meaning with `rankLinks(plan, similarity)`.
 */
export function suggestLinks(input: TSuggestLinksInput): TSuggestLinksResult {
  return rankLinks(planLinks(input));
}
