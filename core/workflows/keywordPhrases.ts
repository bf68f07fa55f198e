import { isContentWord, isSearchWord } from '../analysis/contentWords';
import { wordTokens, type TWordToken } from '../analysis/language';
import { stemOf } from '../analysis/stem';
import { WORKFLOW_LIMITS } from '../api/workflows';

/** Words in a phrase, and the fewest sources (results, pages) a phrase must appear in to be a keyword. */
const MIN_WORDS = 2;
const MAX_WORDS = 4;
const MIN_SOURCES = 2;
const MAX_KEYWORD_CHARS = 200;

/** Where a phrase cannot run on: punctuation between two words (anything but a space, an apostrophe or a hyphen inside a word). */
const BREAK = /[^\s]/u;

type TPhrase = { text: string; key: string; words: number; sources: number; first: number };

const keyOf = (words: readonly string[]) => words.map(stemOf).join(' ');

/** The stems of a text's content words (what a phrase must share one of to be about the topic). */
function contentStems(text: string): Set<string> {
  return new Set(wordTokens(text).filter((token) => isContentWord(token.word)).map((token) => stemOf(token.word)));
}

/** A text's runs of words with nothing but spaces between them (a title's " - " or ", " ends a run). */
function runsOf(text: string): TWordToken[][] {
  const runs: TWordToken[][] = [];
  let run: TWordToken[] = [];
  for (const token of wordTokens(text)) {
    const previous = run.at(-1);
    if (previous && BREAK.test(text.slice(previous.end, token.start))) {
      runs.push(run);
      run = [];
    }
    run.push(token);
  }
  if (run.length) runs.push(run);
  return runs;
}

const isEdgeWord = (word: string) => isSearchWord(word) && !/^\p{N}/u.test(word);

/**
 * Frequent phrases of search results about a topic, as related keywords: runs of 2–4 words of the
 * sources' texts (titles, snippets, headings; nothing spans punctuation) that start and end with a
 * word that is not a function word or a number, share a content word with the topic and are not the
 * topic itself, found in at least two sources. A phrase inside a longer one found as often is left
 * out (it says nothing more). Ordered by how many sources have it, then by where it was first seen;
 * deterministic.
 */
export function keywordPhrases(topic: string, sources: readonly (readonly string[])[], limit: number = WORKFLOW_LIMITS.relatedKeywords): string[] {
  const topicStems = contentStems(topic);
  if (!topicStems.size) return [];
  const topicKey = [...topicStems].sort().join(' ');
  const phrases = new Map<string, TPhrase>();
  let order = 0;
  sources.forEach((texts) => {
    const inSource = new Set<string>();
    for (const text of texts) {
      for (const run of runsOf(text)) {
        for (let start = 0; start < run.length; start += 1) {
          for (let size = MIN_WORDS; size <= MAX_WORDS && start + size <= run.length; size += 1) {
            const tokens = run.slice(start, start + size);
            const words = tokens.map((token) => token.word);
            if (!isEdgeWord(words[0]!) || !isEdgeWord(words.at(-1)!)) continue;
            const stems = words.filter(isContentWord).map(stemOf);
            if (!stems.some((stem) => topicStems.has(stem)) || [...new Set(stems)].sort().join(' ') === topicKey) continue;
            const key = keyOf(words);
            order += 1;
            if (inSource.has(key)) continue;
            inSource.add(key);
            const known = phrases.get(key);
            if (known) known.sources += 1;
            else phrases.set(key, { text: words.join(' ').slice(0, MAX_KEYWORD_CHARS), key, words: size, sources: 1, first: order });
          }
        }
      }
    }
  });
  const frequent = [...phrases.values()].filter((phrase) => phrase.sources >= MIN_SOURCES);
  const kept = frequent.filter(
    (phrase) => !frequent.some((longer) => longer.words > phrase.words && longer.sources >= phrase.sources && ` ${longer.key} `.includes(` ${phrase.key} `)),
  );
  return kept
    .sort((a, b) => b.sources - a.sources || a.first - b.first)
    .slice(0, limit)
    .map((phrase) => phrase.text);
}

/** A keyword's identity: the stems of its words, in order. */
const keywordKey = (text: string) => keyOf(wordTokens(text).map((token) => token.word));

/**
 * The related keywords of a research: the provider's related searches first, then the phrases of
 * the results, each once (by its stems), never the topic itself, at most WORKFLOW_LIMITS.relatedKeywords.
 */
export function mergeKeywords(topic: string, lists: readonly (readonly string[])[], limit: number = WORKFLOW_LIMITS.relatedKeywords): string[] {
  const seen = new Set([keywordKey(topic)]);
  const kept: string[] = [];
  for (const keyword of lists.flat()) {
    const text = keyword.replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_CHARS);
    const key = keywordKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
    if (kept.length >= limit) break;
  }
  return kept;
}
