/**
 * The PostgreSQL text-search configurations we detect, with their most frequent function words.
 * Every PostgreSQL (and PGlite) ships these; anything else is indexed with 'simple'.
 */
const STOPWORDS = {
  english: ['the', 'and', 'of', 'to', 'is', 'in', 'that', 'it', 'for', 'with', 'are', 'this', 'was', 'you', 'on'],
  french: ['le', 'la', 'les', 'et', 'des', 'est', 'une', 'du', 'que', 'dans', 'pour', 'pas', 'sur', 'qui', 'au'],
  german: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'den', 'ein', 'eine', 'zu', 'auf', 'sich', 'auch', 'dem'],
  spanish: ['el', 'los', 'las', 'y', 'es', 'por', 'con', 'una', 'para', 'del', 'se', 'que', 'como', 'pero', 'su'],
  italian: ['il', 'di', 'che', 'è', 'per', 'una', 'sono', 'gli', 'della', 'con', 'non', 'anche', 'del', 'nel', 'questo'],
  portuguese: ['o', 'os', 'e', 'do', 'da', 'em', 'um', 'uma', 'para', 'com', 'não', 'que', 'é', 'no', 'mais'],
  dutch: ['de', 'het', 'een', 'en', 'van', 'is', 'niet', 'op', 'dat', 'met', 'voor', 'zijn', 'ook', 'aan', 'wordt'],
} as const;

export type TTextSearchLanguage = keyof typeof STOPWORDS | 'simple';
export const TEXT_SEARCH_LANGUAGES = [...Object.keys(STOPWORDS), 'simple'] as TTextSearchLanguage[];

const SAMPLE_WORDS = 3_000;
/** Below this share of function words the text is not clearly in one language (code, tables, lists). */
const MIN_SHARE = 0.08;

/**
 * Picks the text-search configuration for a source from its own words (the project has no
 * language setting; a project may hold sources in several languages). 'simple' when unsure.
 */
export function detectLanguage(text: string): TTextSearchLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu)?.slice(0, SAMPLE_WORDS) ?? [];
  if (words.length < 20) return 'simple';
  let best: TTextSearchLanguage = 'simple';
  let bestHits = 0;
  for (const [language, list] of Object.entries(STOPWORDS)) {
    const set = new Set<string>(list);
    const hits = words.reduce((total, word) => total + (set.has(word) ? 1 : 0), 0);
    if (hits > bestHits) {
      best = language as TTextSearchLanguage;
      bestHits = hits;
    }
  }
  return bestHits / words.length >= MIN_SHARE ? best : 'simple';
}

/** Guards SQL that names a configuration: only the known ones pass, anything else is 'simple'. */
export function asTextSearchLanguage(value: string): TTextSearchLanguage {
  return (TEXT_SEARCH_LANGUAGES as string[]).includes(value) ? (value as TTextSearchLanguage) : 'simple';
}
