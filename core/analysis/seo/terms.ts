import type { TBriefTerm } from '../../api/seo';
import { isStopword, wordTokens, type TLanguageCode } from '../language';
import { phraseKey, wordsJoin } from './phraseKey';

/** Longest phrase counted, in words. */
const MAX_WORDS = 3;
/** Terms a brief lists at most (the most shared first). */
export const MAX_BRIEF_TERMS = 50;
/** Share of the read pages a phrase must appear on (besides at least two pages). */
const MIN_PAGE_SHARE = 0.3;

/** A competitor's main text, as the brief reads it. */
export type TTermSource = { text: string };

type TAggregate = { words: number; pages: number; rates: number[]; uses: number };

/**
 * How many pages must use a phrase for it to be a term: at least two and at least 30% of the pages
 * read (3 of 10). A brief built from one page has no one to agree with, so its terms are the
 * phrases that page uses at least twice.
 */
export function minTermPages(pageCount: number): number {
  return pageCount <= 1 ? 1 : Math.max(2, Math.ceil(MIN_PAGE_SHARE * pageCount));
}

/** The value at a fraction of a sorted list, interpolated between neighbours (0.5 = the median). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * fraction;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * An edge word must carry meaning: not a stopword, not a lone letter, not a bare number ("the
 * garden" and "garden in" say no more than "garden"; "2 cups" starts on a number).
 */
const edgeWord = (code: TLanguageCode | null, word: string) => word.length > 1 && !/^[\p{N}.,]+$/u.test(word) && !isStopword(code, word);

/**
 * Counts every 1–3-word phrase of one text by its stem key. Phrases never cross punctuation (a
 * sentence end, a comma, a bracket), and start and end on a word that carries meaning, so
 * stopword-only phrases and phrases like "of the soil" are never counted.
 */
function countPhrases(
  text: string,
  code: TLanguageCode | null,
  wordKey: (word: string) => string,
  surfaces: Map<string, Map<string, number>>,
): { words: number; counts: Map<string, number> } {
  const tokens = wordTokens(text);
  const counts = new Map<string, number>();
  const keys = tokens.map((token) => wordKey(token.word));
  const edge = tokens.map((token) => edgeWord(code, token.word));
  // A run ends where anything but spaces separates two words (the score's rule, phraseKey.ts).
  const joined = tokens.map((token, index) => index > 0 && wordsJoin(text.slice(tokens[index - 1]!.end, token.start)));
  for (let start = 0; start < tokens.length; start += 1) {
    if (!edge[start]) continue;
    let key = '';
    let surface = '';
    for (let length = 1; length <= MAX_WORDS && start + length <= tokens.length; length += 1) {
      const last = start + length - 1;
      if (length > 1 && !joined[last]) break;
      key = length === 1 ? keys[start]! : `${key} ${keys[last]}`;
      surface = length === 1 ? tokens[start]!.word : `${surface} ${tokens[last]!.word}`;
      if (!edge[last]) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let forms = surfaces.get(key);
      if (!forms) surfaces.set(key, (forms = new Map()));
      forms.set(surface, (forms.get(surface) ?? 0) + 1);
    }
  }
  return { words: tokens.length, counts };
}

function mostUsed(forms: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A phrase that only ever appears inside a longer term ("garden" when every use is in "garden
 * soil") adds nothing of its own: dropped when the longer term has as many uses on as many pages.
 */
function withoutContained(terms: Map<string, TAggregate>): Map<string, TAggregate> {
  const contained = new Set<string>();
  for (const [key, term] of terms) {
    if (term.words < 2) continue;
    const parts = key.split(' ');
    for (let length = 1; length < parts.length; length += 1) {
      for (let start = 0; start + length <= parts.length; start += 1) {
        const inner = parts.slice(start, start + length).join(' ');
        const shorter = terms.get(inner);
        if (shorter && shorter.uses === term.uses && shorter.pages === term.pages) contained.add(inner);
      }
    }
  }
  for (const key of contained) terms.delete(key);
  return terms;
}

/**
 * The terms competitors share: stemmed 1–3-word phrases used on enough of the pages (minTermPages),
 * each with the uses to aim for in a text of `targetWords` words: the pages' uses per 1,000 words
 * (pages that use it), from the lower to the upper quartile, scaled to the target length and
 * rounded (at least 1). Weight is the share of pages that use it. Most shared first.
 */
export function competitorTerms(sources: readonly TTermSource[], code: TLanguageCode | null, targetWords: number): TBriefTerm[] {
  const keyCache = new Map<string, string>();
  const wordKey = (word: string) => {
    let key = keyCache.get(word);
    if (key === undefined) keyCache.set(word, (key = phraseKey([word], code)));
    return key;
  };
  const surfaces = new Map<string, Map<string, number>>();
  const aggregates = new Map<string, TAggregate>();
  for (const source of sources) {
    const { words, counts } = countPhrases(source.text, code, wordKey, surfaces);
    if (!words) continue;
    for (const [key, count] of counts) {
      let aggregate = aggregates.get(key);
      if (!aggregate) aggregates.set(key, (aggregate = { words: key.split(' ').length, pages: 0, rates: [], uses: 0 }));
      aggregate.pages += 1;
      aggregate.uses += count;
      aggregate.rates.push((count / words) * 1_000);
    }
  }
  const pageCount = sources.length;
  const needed = minTermPages(pageCount);
  const shared = new Map<string, TAggregate>();
  for (const [key, aggregate] of aggregates) {
    if (aggregate.pages < needed) continue;
    if (pageCount <= 1 && aggregate.uses < 2) continue;
    shared.set(key, aggregate);
  }
  const terms = [...withoutContained(shared)].map(([key, aggregate]): TBriefTerm & { uses: number } => {
    const rates = [...aggregate.rates].sort((a, b) => a - b);
    const scale = targetWords / 1_000;
    const min = Math.max(1, Math.round(percentile(rates, 0.25) * scale));
    const max = Math.max(min, Math.round(percentile(rates, 0.75) * scale));
    return {
      key,
      phrase: mostUsed(surfaces.get(key)!),
      words: aggregate.words,
      pages: aggregate.pages,
      min,
      max,
      weight: Math.round((aggregate.pages / Math.max(1, pageCount)) * 100) / 100,
      uses: aggregate.uses,
    };
  });
  terms.sort((a, b) => b.pages - a.pages || b.uses - a.uses || b.words - a.words || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return terms.slice(0, MAX_BRIEF_TERMS).map(({ uses: _uses, ...term }) => term);
}
