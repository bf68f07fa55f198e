/** A claim's place in a text: UTF-16 offsets, end exclusive. */
export type TClaimPlace = { start: number; end: number };

/** A claim's closing punctuation (and quotes after it), where a citation goes before. */
export const CLOSING_PUNCTUATION = /[.!?;:,…]+["'”’)]*\s*$/;
/** A claim body shorter than this is not looked for on its own (it would match elsewhere too easily). */
const MIN_BODY_LENGTH = 12;

/** The occurrence of `needle` in `text` nearest `near`, or null. */
function nearest(text: string, needle: string, near: number): number | null {
  let best: number | null = null;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (best === null || Math.abs(at - near) < Math.abs(best - near)) best = at;
  }
  return best;
}

/**
 * Where a checked claim is in the live doc's text: at its offsets when the text there is still the
 * claim, else (the doc changed since the check) the occurrence of its exact text nearest its old
 * offset, else its words without the closing punctuation (a citation was put before its full stop);
 * null when it is no longer in the doc, so nothing is ever cited or replaced elsewhere.
 */
export function locateClaim(text: string, claim: { text: string; start: number; end: number }): TClaimPlace | null {
  if (!claim.text) return null;
  if (text.slice(claim.start, claim.end) === claim.text) return { start: claim.start, end: claim.end };
  const whole = nearest(text, claim.text, claim.start);
  if (whole !== null) return { start: whole, end: whole + claim.text.length };
  const body = claim.text.replace(CLOSING_PUNCTUATION, '');
  if (body === claim.text || body.length < MIN_BODY_LENGTH) return null;
  const part = nearest(text, body, claim.start);
  return part === null ? null : { start: part, end: part + body.length };
}
