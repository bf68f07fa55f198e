import { cyrb53 } from '../hash/cyrb53';

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
  return `ls_${cyrb53(key)}`;
}
