/** The languages of spec §3, by ISO 639-1 code. English-US and English-UK share 'en'. */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'it', 'nl', 'pt', 'de', 'pl', 'tr', 'vi'] as const;
export type TLanguageCode = (typeof LANGUAGE_CODES)[number];

/** Spec §3 names (and their plain forms) → code; ISO 639-1/639-2 codes and locales are read separately. */
const NAMES: Record<string, TLanguageCode> = {
  'english-us': 'en', 'english-uk': 'en', english: 'en',
  spanish: 'es', french: 'fr', italian: 'it', dutch: 'nl', portuguese: 'pt',
  german: 'de', polish: 'pl', turkish: 'tr', vietnamese: 'vi',
};

/** ISO 639-2 codes (the ones the `stopword` package names its lists by) → 639-1. */
const THREE_LETTER: Record<string, TLanguageCode> = {
  eng: 'en', spa: 'es', fra: 'fr', fre: 'fr', ita: 'it', nld: 'nl', dut: 'nl', por: 'pt',
  deu: 'de', ger: 'de', pol: 'pl', tur: 'tr', vie: 'vi',
};

const isCode = (value: string): value is TLanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * The language code of a spec §3 language name ('English-US', 'Spanish', …), an ISO code ('es',
 * 'spa') or a locale ('en_GB', 'pt-BR'); null for anything else, which then gets no stemming, no
 * stopwords and readability by LIX.
 */
export function languageCodeOf(name: string | null | undefined): TLanguageCode | null {
  if (!name) return null;
  const lower = name.trim().toLowerCase();
  const named = NAMES[lower.replace(/[\s_]+/g, '-')] ?? NAMES[lower];
  if (named) return named;
  // A code or locale: 'es', 'spa', 'en_GB', 'pt-BR'.
  const locale = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})?$/.exec(lower);
  const base = locale?.[1];
  if (!base) return null;
  if (isCode(base)) return base;
  return THREE_LETTER[base] ?? null;
}
