/**
 * The version of the content score's rules. A brief stores the version it is scored with, so a
 * saved doc scores the same tomorrow. Changing ANY rule, point, threshold, formula or band of the
 * score (core/analysis/seo/score*, the readability formulas, the stemmer or tokenizer it matches
 * terms with) bumps this number and updates docs/seo-score.md.
 */
export const SCORING_VERSION = 1;
