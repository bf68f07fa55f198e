import type { TAutoblogRequest } from '@web/api/autoblog';

/** How the writer gives the keywords: one, a list (one per line), or a CSV (keyword,title,notes). */
export type TKeywordSource = 'one' | 'list' | 'csv';

/**
 * The keyword part of a start request, as typed. Nothing is refused here: an empty box is sent
 * as it is so the server's message (empty list, cap, broken CSV rows by number) is the one shown.
 */
export function keywordPart(source: TKeywordSource, text: string): Pick<TAutoblogRequest, 'keyword' | 'keywords' | 'csv'> {
  if (source === 'one') return { keyword: text.trim() };
  if (source === 'csv') return { csv: text };
  return { keywords: listRows(text).map((keyword) => ({ keyword })) };
}

/** The keywords of a list box: one per line, trimmed, blank lines skipped. */
export function listRows(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** How many articles the box will ask for (a CSV header row named "keyword" is not one), for the Start button. */
export function keywordCount(source: TKeywordSource, text: string): number {
  if (source === 'one') return text.trim() ? 1 : 0;
  const rows = listRows(text);
  if (source === 'csv' && /^"?keyword"?\s*(,|$)/i.test(rows[0] ?? '')) return rows.length - 1;
  return rows.length;
}
