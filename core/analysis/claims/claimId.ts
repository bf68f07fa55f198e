/**
 * The id of a claim: a 53-bit hash (cyrb53) of its text with case and spacing ignored, so the same
 * claim found after an edit elsewhere keeps its id and its checked result is reused.
 */
export function claimId(text: string): string {
  const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `cl_${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
