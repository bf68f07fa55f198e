import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as porter } from 'stemmer';
import type { TLanguageCode } from './languages';
import { polishStem } from './polishStem';

type TStemmer = (lowerWord: string) => string;

/**
 * English is Porter (the `stemmer` package, 1.4 KB): Orama's English is not Snowball and splits
 * connection/connected (STACK-NOTES §1), and Snowball's Porter2 package is 66 KB for the browser.
 * The same stemmer runs in the browser and on the server, so a brief's term keys and the live
 * score's counts always agree. Orama's de/es/fr/it/nl/pt/tr match Snowball's output. Polish has
 * a small suffix stripper of ours; Vietnamese is isolating (no inflection), so it is the identity.
 */
const STEMMERS: Record<TLanguageCode, TStemmer> = {
  en: porter, es: spanish, fr: french, it: italian, nl: dutch, pt: portuguese, de: german, tr: turkish,
  pl: polishStem,
  vi: (word) => word,
};

/** French and Italian elisions ("l'eau", "dell'acqua") are stemmed without the article. */
const ELISION: Partial<Record<TLanguageCode, RegExp>> = {
  fr: /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)'/,
  it: /^(?:[ln]|un|dell|dall|nell|sull|all|coll|quell|quest|dev|c)'/,
};

/** English possessives ("writer's") stem as the noun. */
const POSSESSIVE = /'s?$/;

/** Stems are cached per language; the cache is dropped when it grows past this many words. */
const CACHE_LIMIT = 50_000;
const caches = new Map<TLanguageCode, Map<string, string>>();

function stemWith(code: TLanguageCode, word: string): string {
  if (/\d/.test(word)) return word;
  let bare = word;
  if (code === 'en') bare = bare.replace(POSSESSIVE, '');
  const elision = ELISION[code];
  if (elision) bare = bare.replace(elision, '');
  if (bare.length < 3) return bare;
  // A hyphenated word is stemmed whole, so only its last part changes ("tree-lined" → "tree-lin").
  return STEMMERS[code](bare);
}

const identity: TStemmer = (word) => word;

/** The stemmer of a language for lower-cased words; the identity when there is none (unknown language). */
export function stemmerFor(code: TLanguageCode | null): TStemmer {
  if (!code) return identity;
  let cache = caches.get(code);
  if (!cache) caches.set(code, (cache = new Map()));
  const known = cache;
  return (word) => {
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    if (known.size >= CACHE_LIMIT) known.clear();
    const stem = stemWith(code, word);
    known.set(word, stem);
    return stem;
  };
}
