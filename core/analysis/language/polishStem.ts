/**
 * A light Polish stemmer (no maintained package exists; see STACK-NOTES §1): it strips the longest
 * inflectional ending of nouns, adjectives and verbs from a fixed list, keeping at least
 * three letters of stem, so "kot", "kota", "kotem", "kotami" → "kot" and "biegać", "biegam",
 * "biegali" → "bieg". It is deliberately simple: alternations of the stem ("ręka" / "ręce",
 * "pies" / "psa") are not undone, and derivational suffixes are left alone.
 */

/** Endings, longest first within each group; a word loses at most one of them. */
const ENDINGS = [
  // Verbs: infinitives, past tense, present tense and participles.
  'owałyśmy', 'owaliśmy', 'owałaś', 'owałeś', 'owałam', 'owałem', 'owały', 'owali', 'owała', 'owało', 'owanie', 'owania',
  'owaniu', 'owany', 'owana', 'owane', 'ujemy', 'ujecie', 'ować', 'ywać', 'iwać', 'ując', 'ujesz', 'ują', 'uje', 'uję',
  'liśmy', 'łyśmy', 'łaś', 'łeś', 'łam', 'łem', 'amy', 'acie', 'emy', 'ecie', 'imy', 'icie', 'ymy', 'ycie',
  'ają', 'asz', 'esz', 'isz', 'ysz', 'ać', 'eć', 'ić', 'yć', 'uć', 'ał', 'ała', 'ało', 'ali', 'ały', 'eli', 'iał', 'ieli',
  // Nouns and adjectives: case endings.
  'ościami', 'ościach', 'ością', 'ości', 'ość', 'iami', 'iach', 'iego', 'iemu', 'ami', 'ach', 'ego', 'emu', 'ymi', 'imi',
  'ych', 'ich', 'owi', 'owie', 'om', 'ów', 'iom', 'ej', 'ym', 'im', 'em', 'ie', 'ia', 'iu', 'ią', 'ię',
  'am',
  // Single vowels last.
  'ą', 'ę', 'y', 'i', 'a', 'o', 'u', 'e',
].sort((a, b) => b.length - a.length);

const MIN_STEM = 3;

/** The stem of a lower-cased Polish word (at least three letters are kept). */
export function polishStem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}
