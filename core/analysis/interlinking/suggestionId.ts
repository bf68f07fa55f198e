/** What names a target for good: a doc by its id, a page by its URL (a domain's pages share their asset's id). */
export function targetKey(target: { kind: 'doc' | 'page'; id: string; url: string }): string {
  return target.kind === 'doc' ? `doc:${target.id}` : `page:${target.url}`;
}

/**
 * The id of a suggestion: a hash of the doc, the target and the anchor's words (case ignored), so
 * the same link proposed tomorrow has the same id and a rejection of it still holds.
 */
export function suggestionId(docKey: string, target: { kind: 'doc' | 'page'; id: string; url: string }, anchor: string): string {
  const key = `${docKey}|${targetKey(target)}|${anchor.toLowerCase().replace(/\s+/g, ' ').trim()}`;
  // cyrb53: two 32-bit FNV-like lanes, 53 bits in all; enough for ids scoped to one doc.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `ls_${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
