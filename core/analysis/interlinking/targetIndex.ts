import type { TLanguageTools } from './languageTools';

/** A doc or page a link may point to, with what it is about. */
export type TTargetInput = {
  kind: 'doc' | 'page';
  id: string;
  url: string;
  title: string;
  /** The writer's own SEO keywords of a doc (none for pages). */
  keywords: string[];
  /** Its plain text (the caller caps it). */
  text: string;
};

/** Where a phrase of a target comes from, and how strongly an anchor with that phrase names the target (0–1). */
export type TPhraseSource = { target: number; source: 'title' | 'keyword' | 'term'; phrase: string; strength: number };

/** The targets made comparable: phrase keys (stems joined by spaces) and each target's stems with their idf. */
export type TTargetIndex = {
  targets: TTargetInput[];
  phrases: Map<string, TPhraseSource[]>;
  /** Content stems of each target (title, keywords and text). */
  stems: Array<Set<string>>;
  idf: (stem: string) => number;
};

/** Longest anchor, in words. */
export const MAX_ANCHOR_WORDS = 4;
/** Main terms of a target's text that may serve as a one-word anchor. */
const TERMS_PER_TARGET = 5;
/** A main term names its target only weakly: it is one word of many. */
const TERM_STRENGTH = 0.4;

type TToken = { word: string; stem: string; stop: boolean };

function tokensOf(tools: TLanguageTools, text: string): TToken[] {
  return tools.wordTokens(text).map(({ word }) => ({ word, stem: tools.stem(word), stop: tools.isStopword(word) }));
}

function addPhrase(phrases: Map<string, TPhraseSource[]>, key: string, entry: TPhraseSource): void {
  const list = phrases.get(key) ?? [];
  const same = list.find((item) => item.target === entry.target);
  if (!same) list.push(entry);
  else if (entry.strength > same.strength) Object.assign(same, entry);
  phrases.set(key, list);
}

/** Runs of 1–4 words of a title that start and end on a content word, each with the share of the title's content words it holds. */
function titlePhrases(tokens: TToken[]): Array<{ key: string; phrase: string; strength: number }> {
  const content = tokens.filter((token) => !token.stop).length;
  const out: Array<{ key: string; phrase: string; strength: number }> = [];
  for (let i = 0; i < tokens.length; i += 1) {
    for (let n = 1; n <= MAX_ANCHOR_WORDS && i + n <= tokens.length; n += 1) {
      const run = tokens.slice(i, i + n);
      if (run[0]!.stop || run.at(-1)!.stop) continue;
      const words = run.filter((token) => !token.stop).length;
      out.push({ key: run.map((t) => t.stem).join(' '), phrase: run.map((t) => t.word).join(' '), strength: words / content });
    }
  }
  return out;
}

/**
 * Indexes the targets: every title run of 1–4 words (strength: its share of the title's content
 * words), each keyword as a whole (strength 1), and the text's five main terms by tf·idf among the
 * targets (strength 0.4); idf(s) = ln(1 + (N − df + 0.5) / (df + 0.5)) over the N targets.
 */
export function indexTargets(tools: TLanguageTools, targets: TTargetInput[]): TTargetIndex {
  const phrases = new Map<string, TPhraseSource[]>();
  const counts: Array<Map<string, number>> = [];
  const df = new Map<string, number>();
  targets.forEach((target, index) => {
    const titleTokens = tokensOf(tools, target.title);
    for (const phrase of titlePhrases(titleTokens)) addPhrase(phrases, phrase.key, { target: index, source: 'title', phrase: phrase.phrase, strength: phrase.strength });
    const keywordTokens: TToken[] = [];
    for (const keyword of target.keywords) {
      const tokens = tokensOf(tools, keyword);
      keywordTokens.push(...tokens);
      while (tokens.length && tokens[0]!.stop) tokens.shift();
      while (tokens.length && tokens.at(-1)!.stop) tokens.pop();
      if (tokens.length === 0 || tokens.length > MAX_ANCHOR_WORDS) continue;
      addPhrase(phrases, tokens.map((t) => t.stem).join(' '), { target: index, source: 'keyword', phrase: tokens.map((t) => t.word).join(' '), strength: 1 });
    }
    const tf = new Map<string, number>();
    for (const token of [...titleTokens, ...keywordTokens, ...tokensOf(tools, target.text)]) {
      if (token.stop || token.word.length < 2) continue;
      tf.set(token.stem, (tf.get(token.stem) ?? 0) + 1);
    }
    counts.push(tf);
    for (const stem of tf.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  });
  const total = targets.length;
  const idf = (stem: string) => {
    const seen = df.get(stem) ?? 0;
    return Math.log(1 + (total - seen + 0.5) / (seen + 0.5));
  };
  counts.forEach((tf, index) => {
    const terms = [...tf.entries()]
      .filter(([stem, count]) => count >= 2 && stem.length >= 3)
      .map(([stem, count]) => ({ stem, weight: count * idf(stem) }))
      .sort((a, b) => b.weight - a.weight || (a.stem < b.stem ? -1 : 1))
      .slice(0, TERMS_PER_TARGET);
    for (const term of terms) addPhrase(phrases, term.stem, { target: index, source: 'term', phrase: term.stem, strength: TERM_STRENGTH });
  });
  return { targets, phrases, stems: counts.map((tf) => new Set(tf.keys())), idf };
}
