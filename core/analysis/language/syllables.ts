import type { TLanguageCode } from './languages';

/**
 * Syllable counts for the readability formulas. Heuristic counters, not dictionaries: English by
 * vowel groups with the usual silent-e and hiatus corrections; the other languages by vowel groups
 * that know their accented vowels and which vowel pairs are one syllable (diphthongs) or two
 * (hiatus). Every word has at least one syllable (a number or an acronym without vowels too).
 */
type TCounter = (lowerWord: string) => number;

const stripAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** English silent endings and hiatus pairs (rules of thumb; irregular words such as "recipe" miss by one). */
function english(word: string): number {
  let w = stripAccents(word).replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  let adjust = 0;
  if (/[^aeiouy]e(?:ly|ment|ful|ness|less)$/.test(w)) adjust -= 1; // lovely, statement, careful
  if (/(?:[sxz]|ch|sh|[cg]|[^aeiouy]l)es$/.test(w)) {
    // boxes, places, pages, tables: the -es is heard
  } else if (/[^aeiouy]es$/.test(w)) w = w.slice(0, -2); // makes, times
  else if (/[^aeiouytd]ed$/.test(w)) w = w.slice(0, -2); // jumped, used (but wanted, needed)
  else if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) w = w.slice(0, -1); // make (but table)
  w = w.replace(/^y(?=[aeiou])/, '');
  const groups = w.match(/[aeiouy]+/g)?.length ?? 0;
  // Vowel pairs heard as two syllables: media, radio, video, actual, medium, player, idea; tourism; create, react.
  const hiatus = (w.match(/[^cgst]i[ao]|eo(?!p)|[^gq]ua|iu|[aeiou]y[aeiou]|[^aeiou]ea$/g)?.length ?? 0)
    + (/ism$/.test(w) ? 1 : 0) + (/^[cp]?rea(?![dkmpsv]|ch)/.test(w) ? 1 : 0);
  return Math.max(1, groups + hiatus + adjust);
}

/** Counts syllables in each run of vowels: one, plus one for every place the run splits. */
function vowelRuns(vowels: RegExp, splits: (run: string) => number): TCounter {
  return (word) => {
    let count = 0;
    for (const run of word.match(vowels) ?? []) count += 1 + splits(run);
    return Math.max(1, count);
  };
}

/** Places in a run where two neighbours are separate syllables. */
const countPairs = (run: string, isSplit: (a: string, b: string) => boolean) => {
  let splits = 0;
  for (let i = 1; i < run.length; i += 1) if (isSplit(run[i - 1]!, run[i]!)) splits += 1;
  return splits;
};

/** Spanish: two strong vowels (a e o) are a hiatus, and so is an accented í or ú beside any vowel (poesía, país). */
const SPANISH_STRONG = new Set([...'aeoáéó']);
const spanish = vowelRuns(/[aeiouáéíóúü]+/g, (run) =>
  countPairs(run, (a, b) => (SPANISH_STRONG.has(a) && SPANISH_STRONG.has(b)) || /[íú]/.test(a + b)));

/** Portuguese: as Spanish, but the nasal pairs ão, ãe, õe are one syllable. */
const PORTUGUESE_STRONG = new Set([...'aeoáéóâêôãõ']);
const portuguese = vowelRuns(/[aeiouáéíóúâêôãõàü]+/g, (run) =>
  countPairs(run, (a, b) => (PORTUGUESE_STRONG.has(a) && PORTUGUESE_STRONG.has(b) && !/[ãõ]/.test(a)) || /[íú]/.test(a + b)));

/** Italian: two strong vowels are a hiatus (teatro, paese); i and u glide with their neighbours (più, piano). */
const ITALIAN_STRONG = new Set([...'aeoàèéòó']);
const italian = vowelRuns(/[aeiouàèéìíòóùú]+/g, (run) =>
  countPairs(run, (a, b) => ITALIAN_STRONG.has(a) && ITALIAN_STRONG.has(b)));

/** French: a vowel group is one syllable (eau, oi, ui) except after é or before a diaeresis (réalité, naïf); a final e(s) is mute. */
function french(word: string): number {
  const groups = word.match(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g) ?? [];
  const w = groups.length > 1 ? word.replace(/(?<=[^aeiouyàâäéèêëîïôöùûüÿœæ]|[éiu])es?$/, '') : word;
  return vowelRuns(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g, (run) => countPairs(run, (a, b) => a === 'é' || /[ëï]/.test(b)))(w);
}

/** Greedy left-to-right: a listed cluster (diphthong, long vowel) is one syllable, any other vowel its own. */
function clusters(list: string[]): (run: string) => number {
  const sorted = [...list].sort((a, b) => b.length - a.length);
  return (run) => {
    let syllables = 0;
    for (let i = 0; i < run.length; syllables += 1) {
      const cluster = sorted.find((c) => run.startsWith(c, i));
      i += cluster ? cluster.length : 1;
    }
    return syllables - 1;
  };
}

/** German: ai au ay ei eu ey äu ie and the doubled aa ee oo are one syllable (Bäume 2, Theater 3); u after q is a consonant. */
const germanRuns = vowelRuns(/[aeiouyäöü]+/g, clusters(['ai', 'au', 'ay', 'ei', 'eu', 'ey', 'äu', 'ie', 'aa', 'ee', 'oo']));
const german: TCounter = (word) => germanRuns(word.replace(/qu/g, 'qv'));

/** Dutch: ij is a vowel; aai ooi oei eeuw ieuw and the doubled/paired vowels are one syllable; ë and ï open a new one. */
const dutchRuns = vowelRuns(/[aeiouyÿäëïöüáéíóú]+/g,
  clusters(['aai', 'ooi', 'oei', 'eeu', 'ieu', 'aa', 'ee', 'oo', 'uu', 'ie', 'oe', 'ei', 'ui', 'ou', 'au', 'eu']));
const dutch: TCounter = (word) => dutchRuns(word.replace(/ij/g, 'ÿ'));

/** Turkish has no diphthongs: every vowel is a syllable (kitaplardan 4). */
const turkish: TCounter = (word) => Math.max(1, word.match(/[aeıioöuüâîû]/g)?.length ?? 0);

/** Polish: every vowel is a syllable, except an i that only softens the next vowel (nie, się, pieniądze 3). */
const polish: TCounter = (word) => Math.max(1, (word.match(/[aeiouyąęó]/g)?.length ?? 0) - (word.match(/i(?=[aeiouyąęó])/g)?.length ?? 0));

/** Vietnamese is written one syllable per space-separated word. */
const one: TCounter = () => 1;

const COUNTERS: Record<TLanguageCode, TCounter> = {
  en: english, es: spanish, fr: french, it: italian, nl: dutch, pt: portuguese, de: german, pl: polish, tr: turkish, vi: one,
};

/** Counts are cached per language (words repeat); a cache is dropped when it passes this many words. */
const CACHE_LIMIT = 50_000;
const caches = new Map<TLanguageCode, Map<string, number>>();

/** The syllable counter of a language (English's when the language is unknown). */
export function syllableCounter(code: TLanguageCode | null): TCounter {
  const language = code ?? 'en';
  let cache = caches.get(language);
  if (!cache) caches.set(language, (cache = new Map()));
  const known = cache;
  const count = COUNTERS[language];
  return (word) => {
    let syllables = known.get(word);
    if (syllables === undefined) {
      if (known.size >= CACHE_LIMIT) known.clear();
      known.set(word, (syllables = count(word)));
    }
    return syllables;
  };
}
