import type { THumanizedPassage } from '@core/api/humanize';
import { keptFacts, passageDiff } from '@core/analysis/style';

/** Spaces do not make a rewrite: a passage that differs from its rewrite only in them is unchanged. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Each passage with its rewrite for the writer to review: the word diff, the facts it kept (checked
 * mechanically, in the text's language) and whether it may be accepted in one click: it changed
 * something and lost no number, link or name. A passage the model left as it was, or gave nothing
 * for, is unchanged.
 */
export function reviewRewrites(originals: readonly string[], rewrites: ReadonlyArray<string | null>, language?: string): THumanizedPassage[] {
  return originals.map((original, index) => {
    const given = rewrites[index] ?? null;
    if (given === null || normalised(given) === normalised(original)) {
      return { index, original, rewrite: original, unchanged: true, diff: passageDiff(original, original), kept: { kept: true, missing: [], added: [] }, acceptable: false };
    }
    const kept = keptFacts(original, given, language);
    return { index, original, rewrite: given, unchanged: false, diff: passageDiff(original, given), kept, acceptable: kept.missing.length === 0 };
  });
}
