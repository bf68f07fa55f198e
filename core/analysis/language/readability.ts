import type { TLanguageCode } from './languages';
import { sentenceCount } from './sentences';
import { syllableCounter } from './syllables';
import { wordTokens, type TWordToken } from './tokens';

/** A readability score, the formula that gave it, and its band on that formula's scale. */
export type TReadability = { score: number | null; formula: string; band: string | null };

/** Bands from easiest to hardest; every formula's scale maps onto these words. */
export const READABILITY_BANDS = ['very easy', 'easy', 'fairly easy', 'standard', 'fairly difficult', 'difficult', 'very difficult'] as const;
export type TReadabilityBand = (typeof READABILITY_BANDS)[number];

type TCounts = { words: number; sentences: number; syllables: number; longWords: number };
type TFormula = { name: string; score: (c: TCounts) => number; band: (score: number) => TReadabilityBand };

/** Flesch's own table (1948), which the adaptations to German, Spanish, French, Italian and Dutch keep. */
function fleschBand(score: number): TReadabilityBand {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

const perWord = (c: TCounts) => c.syllables / c.words;
const wordsPerSentence = (c: TCounts) => c.words / c.sentences;

const flesch = (name: string, score: TFormula['score']): TFormula => ({ name, score, band: fleschBand });

/**
 * The established reading-ease formula of each language (higher is easier). ASL is words per
 * sentence, ASW syllables per word.
 */
const FORMULAS: Record<Exclude<TLanguageCode, 'pl' | 'vi'>, TFormula> = {
  // Flesch (1948): 206.835 − 1.015 ASL − 84.6 ASW.
  en: flesch('Flesch reading ease', (c) => 206.835 - 1.015 * wordsPerSentence(c) - 84.6 * perWord(c)),
  // Amstad (1978): 180 − ASL − 58.5 ASW.
  de: flesch('Flesch–Amstad', (c) => 180 - wordsPerSentence(c) - 58.5 * perWord(c)),
  // Fernández-Huerta (1959) as corrected by Law (2011): 206.84 − 0.60 × syllables per 100 words − 1.02 ASL.
  es: flesch('Fernández-Huerta', (c) => 206.84 - 60 * perWord(c) - 1.02 * wordsPerSentence(c)),
  // Kandel & Moles (1958): 207 − 1.015 ASL − 73.6 ASW.
  fr: flesch('Kandel–Moles', (c) => 207 - 1.015 * wordsPerSentence(c) - 73.6 * perWord(c)),
  // Flesch–Vacca (1972): 206 − 0.65 × syllables per 100 words − ASL.
  it: flesch('Flesch–Vacca', (c) => 206 - 65 * perWord(c) - wordsPerSentence(c)),
  // Douma (1960): 206.84 − 0.77 × syllables per 100 words − 0.93 ASL.
  nl: flesch('Douma', (c) => 206.84 - 77 * perWord(c) - 0.93 * wordsPerSentence(c)),
  // Martins et al. (1996): 248.835 − 1.015 ASL − 84.6 ASW, with their four bands.
  pt: {
    name: 'Flesch–Martins', score: (c) => 248.835 - 1.015 * wordsPerSentence(c) - 84.6 * perWord(c),
    band: (s) => (s >= 75 ? 'very easy' : s >= 50 ? 'easy' : s >= 25 ? 'difficult' : 'very difficult'),
  },
  // Ateşman (1997): 198.825 − 40.175 ASW − 2.610 ASL, with his five bands.
  tr: {
    name: 'Ateşman', score: (c) => 198.825 - 40.175 * perWord(c) - 2.61 * wordsPerSentence(c),
    band: (s) => (s >= 90 ? 'very easy' : s >= 70 ? 'easy' : s >= 50 ? 'standard' : s >= 30 ? 'difficult' : 'very difficult'),
  },
};

/**
 * LIX (Björnsson 1968): ASL + 100 × words of more than six letters / words; lower is easier. It
 * needs no syllables, so it serves Polish, Vietnamese and unknown languages.
 */
const LIX: TFormula = {
  name: 'LIX',
  score: (c) => wordsPerSentence(c) + (100 * c.longWords) / c.words,
  band: (s) => (s < 25 ? 'very easy' : s < 35 ? 'easy' : s < 45 ? 'standard' : s < 55 ? 'difficult' : 'very difficult'),
};

/** The formula used for a language. */
export function readabilityFormulaOf(code: TLanguageCode | null): TFormula {
  return code && code !== 'pl' && code !== 'vi' ? FORMULAS[code] : LIX;
}

const letters = (word: string) => word.replace(/['-]/g, '').length;

/** How easy a text is to read, by its language's formula, to one decimal; null score and band for a text without words. */
export function readabilityOf(text: string, code: TLanguageCode | null): TReadability {
  return readabilityOfTokens(text, wordTokens(text), code);
}

/** readabilityOf for a text already split into words (the score reuses its tokens). */
export function readabilityOfTokens(text: string, tokens: TWordToken[], code: TLanguageCode | null): TReadability {
  const formula = readabilityFormulaOf(code);
  if (tokens.length === 0) return { score: null, formula: formula.name, band: null };
  const countSyllables = syllableCounter(code);
  const counts: TCounts = { words: tokens.length, sentences: sentenceCount(text, tokens), syllables: 0, longWords: 0 };
  for (const { word } of tokens) {
    if (formula !== LIX) counts.syllables += countSyllables(word);
    if (word.length > 6 && letters(word) > 6) counts.longWords += 1;
  }
  const score = Math.round(formula.score(counts) * 10) / 10;
  return { score, formula: formula.name, band: formula.band(score) };
}
