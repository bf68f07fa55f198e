import { cyrb53 } from '../hash/cyrb53';

/**
 * The id of a claim: a 53-bit hash (cyrb53) of its text with case and spacing ignored, so the same
 * claim found after an edit elsewhere keeps its id and its checked result is reused.
 */
export function claimId(text: string): string {
  const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return `cl_${cyrb53(key)}`;
}
