import type { TLanguageCode } from '../language';

/**
 * The words that make a sentence a comparison or a causal statement, mark an opinion or an
 * instruction, join two statements, or open a clause with its subject; per language, as phrases
 * of lower-cased words. Languages without a list use English's. Lists stay short on purpose: a
 * missed cue only loses a kind, a wrong one makes a claim of something that is not.
 */
export type TCueWords = {
  comparison: string[];
  causal: string[];
  opinion: string[];
  /** First words of an instruction ("Click", "Add"); only where the language has an imperative that shows. */
  imperatives: string[];
  /** Words that, after a comma, may join two statements ("…, and …"). */
  conjunctions: string[];
  /** Words that open a clause with its subject (besides capitalised words and numbers). */
  subjects: string[];
};

const list = (phrases: string) => phrases.trim().split(/\s*,\s*/);

const EN: TCueWords = {
  comparison: list(`more than, less than, fewer than, twice as, three times, times more, compared to, compared with, as many as,
    as much as, the first, the only, the best, the worst, the most, the least, the highest, the lowest`),
  causal: list(`because, because of, cause, causes, caused, causing, led to, leads to, lead to, leading to, due to, as a result,
    result in, results in, resulted in, resulting in, thanks to, owing to, therefore, consequently, hence`),
  opinion: list(`i think, i believe, i feel, i love, i like, i hate, i prefer, i guess, we love, we think, we believe, in my opinion,
    in our opinion, personally, my favourite, my favorite`),
  imperatives: list(`add, click, try, use, make, remember, visit, check, go, read, see, take, follow, install, open, select, choose,
    keep, avoid, don't, do, let's, please, consider, note, imagine, start, stop, get, put, set, find, call, buy, contact, download,
    sign, enter, type, press, save, learn, discover, explore, book, order, mix, stir, preheat, bake, place, remove, cut, pour, ask,
    tell, write, share, join, subscribe, be`),
  conjunctions: list('and, but, while, whereas, yet'),
  subjects: list(`the, a, an, it, he, she, they, we, its, their, his, her, our, this, these, those, that, there, some, many, most,
    each, every, both, all, one, two, three`),
};

const ES: TCueWords = {
  comparison: list(`más que, más de, menos que, menos de, mayor que, menor que, el doble, el triple, el más, la más, los más, las más,
    el mayor, la mayor, el menor, la menor, el mejor, la mejor, el peor, la peor, el primer, el primero, la primera, el único, la única`),
  causal: list(`porque, debido a, a causa de, causa, causó, causan, provocó, provoca, por lo tanto, gracias a, dio lugar a, como resultado`),
  opinion: list('creo, pienso, me encanta, me gusta, en mi opinión, opino'),
  imperatives: list('por favor'),
  conjunctions: list('y, pero, mientras, mientras que, aunque'),
  subjects: list('el, la, los, las, un, una, su, sus, este, esta, estos, estas, ella, ellos, ellas'),
};

const DE: TCueWords = {
  comparison: list('mehr als, weniger als, doppelt so, dreimal so, am meisten, im vergleich, der erste, die erste, das erste'),
  causal: list('weil, wegen, aufgrund, deshalb, daher, verursacht, verursachte, verursachten, führte zu, führt zu, infolge, dank'),
  opinion: list('ich denke, ich glaube, ich finde, ich liebe, meiner meinung'),
  imperatives: list('bitte'),
  conjunctions: list('und, aber, während, doch'),
  subjects: list('der, die, das, ein, eine, es, er, sie, sein, seine, ihr, ihre, dieser, diese, dieses'),
};

const FR: TCueWords = {
  comparison: list(`plus de, plus que, moins de, moins que, le plus, la plus, les plus, le moins, la moins, le meilleur, la meilleure,
    deux fois, le premier, la première, le seul, la seule`),
  causal: list(`parce, à cause de, en raison de, grâce à, a entraîné, entraîne, provoque, a provoqué, a causé, cause, donc`),
  opinion: list("je pense, je crois, j'aime, j'adore, à mon avis"),
  imperatives: list("s'il vous plaît"),
  conjunctions: list('et, mais, tandis, alors que'),
  subjects: list('le, la, les, un, une, il, elle, ils, elles, son, sa, ses, ce, cette, ces'),
};

const CUES: Partial<Record<TLanguageCode, TCueWords>> = { en: EN, es: ES, de: DE, fr: FR };

/** The cue words of a language (English's where it has none). */
export const cueWordsOf = (code: TLanguageCode | null): TCueWords => (code && CUES[code]) || EN;

/** A lookup of phrases by their first word, so a text is matched in one pass. */
export type TPhraseIndex = Map<string, string[][]>;

const indexes = new WeakMap<string[], TPhraseIndex>();

/** The phrases of a list by first word (built once per list). */
export function phraseIndex(phrases: string[]): TPhraseIndex {
  let index = indexes.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const parts = phrase.split(' ');
      index.set(parts[0]!, [...(index.get(parts[0]!) ?? []), parts]);
    }
    indexes.set(phrases, index);
  }
  return index;
}

/** How many words the longest phrase of the index starting at words[at] (and ending before words[to]) has; 0 for none. */
export function phraseAt(index: TPhraseIndex, words: readonly string[], at: number, to: number): number {
  let longest = 0;
  for (const parts of index.get(words[at]!) ?? []) {
    if (parts.length > longest && at + parts.length <= to && parts.every((part, k) => words[at + k] === part)) longest = parts.length;
  }
  return longest;
}
