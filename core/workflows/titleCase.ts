/** Words a headline keeps in lower case unless they open or close it (Chicago-style minor words). */
const MINOR_WORDS = new Set('a an and as at but by for from if in into nor of on or over per so than the to up via vs vs. with yet'.split(' '));

/** A word someone already cased on purpose: an acronym, a brand ("iPhone", "McDonald"), or one holding a digit. */
const isCasedOnPurpose = (word: string) => /\p{N}/u.test(word) || /\p{L}\p{Lu}/u.test(word) || (word.length > 1 && /^\p{Lu}+$/u.test(word));

const capitalise = (word: string) => (isCasedOnPurpose(word) ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());

/**
 * A topic as a headline writes it: each word capitalised, minor words ("of", "the", "to") lower
 * case except first and last, each part of a hyphenated word on its own ("step-by-step" →
 * "Step-by-Step"), acronyms, brands and words with digits as written ("SEO", "iPhone", "B2B").
 */
export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const edge = index === 0 || index === words.length - 1;
      return word
        .split('-')
        .map((part, at) => {
          const lower = part.toLowerCase();
          if (MINOR_WORDS.has(lower) && !isCasedOnPurpose(part) && (at > 0 || !edge)) return lower;
          return capitalise(part);
        })
        .join('-');
    })
    .join(' ');
}
