/** A run of the checked text: a claim's (its index in the list) or plain text between claims. */
export type TClaimSegment = { start: number; text: string; claim: number | null };

/**
 * The checked text cut into plain runs and claim runs, so each claim can be marked in its verdict's
 * colour. Claims are taken in text order, clipped to the text; a claim overlapping one before it
 * keeps only its part after it, so no word is shown twice and the runs add up to the text.
 */
export function claimSegments(text: string, claims: readonly { start: number; end: number }[]): TClaimSegment[] {
  const order = claims
    .map((claim, index) => ({ index, start: Math.max(0, Math.min(claim.start, text.length)), end: Math.max(0, Math.min(claim.end, text.length)) }))
    .filter((claim) => claim.end > claim.start)
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const segments: TClaimSegment[] = [];
  let at = 0;
  for (const claim of order) {
    if (claim.end <= at) continue;
    const start = Math.max(claim.start, at);
    if (start > at) segments.push({ start: at, text: text.slice(at, start), claim: null });
    segments.push({ start, text: text.slice(start, claim.end), claim: claim.index });
    at = claim.end;
  }
  if (at < text.length) segments.push({ start: at, text: text.slice(at), claim: null });
  return segments;
}
