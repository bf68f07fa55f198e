import { AUTOBLOG_MAX_KEYWORD_CHARS, AUTOBLOG_MAX_KEYWORDS, AUTOBLOG_MAX_NOTES_CHARS, AUTOBLOG_MAX_TITLE_CHARS, type TAutoblogKeywordRow } from '@core/api/autoblog';
import { badRequest } from '../errors';

/** A keyword row as a run stores it: trimmed, with absent title and notes as null. */
export type TKeywordRow = { keyword: string; title: string | null; notes: string | null };

const EMPTY_MESSAGE = 'Give at least one keyword (one per line, or a CSV with a keyword column).';
const capMessage = (count: number) =>
  `At most ${AUTOBLOG_MAX_KEYWORDS} keywords in one run; this list has ${count.toLocaleString('en-US')}. Split it into runs of ${AUTOBLOG_MAX_KEYWORDS} or fewer.`;

/** Lines with something on them, counted without splitting a long file into an array first. */
function countFilledLines(csv: string, stopAfter: number): number {
  let count = 0;
  let filled = false;
  for (let i = 0; i < csv.length && count <= stopAfter; i++) {
    const char = csv[i];
    if (char === '\n') {
      if (filled) count++;
      filled = false;
    } else if (char !== '\r' && char !== ' ' && char !== '\t' && char !== ',') filled = true;
  }
  return count + (filled ? 1 : 0);
}

/** One CSV record's fields (RFC 4180 quoting: "a, b" and "" inside quotes), or null when a quote is left open. */
function fieldsOf(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) field += char;
    else if (char === '"' && !field.trim()) {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** Why a row cannot be a keyword, or null when it can. */
function rowProblem(row: TKeywordRow): string | null {
  if (!row.keyword) return 'the keyword is empty';
  if (row.keyword.length > AUTOBLOG_MAX_KEYWORD_CHARS) return `the keyword is longer than ${AUTOBLOG_MAX_KEYWORD_CHARS} characters`;
  if ((row.title?.length ?? 0) > AUTOBLOG_MAX_TITLE_CHARS) return `the title is longer than ${AUTOBLOG_MAX_TITLE_CHARS} characters`;
  if ((row.notes?.length ?? 0) > AUTOBLOG_MAX_NOTES_CHARS) return `the notes are longer than ${AUTOBLOG_MAX_NOTES_CHARS} characters`;
  return null;
}

const rowOf = (keyword: string, title?: string, notes?: string): TKeywordRow => ({ keyword: keyword.trim(), title: title?.trim() || null, notes: notes?.trim() || null });

/**
 * The rows of a CSV list (columns keyword, title, notes; a first row naming them is a header).
 * A list longer than the cap is refused from its line count, before anything is parsed; broken
 * rows are refused together, each by its line number and why.
 */
export function parseKeywordCsv(csv: string): TKeywordRow[] {
  const header = /^\s*"?keyword"?\s*(,|\r?\n|$)/i.test(csv.slice(0, 200)) ? 1 : 0;
  const lines = countFilledLines(csv, AUTOBLOG_MAX_KEYWORDS + header);
  if (lines === 0) throw badRequest(EMPTY_MESSAGE, 'csv');
  if (lines > AUTOBLOG_MAX_KEYWORDS + header) throw badRequest(capMessage(countFilledLines(csv, Number.MAX_SAFE_INTEGER) - header), 'csv');
  const rows: TKeywordRow[] = [];
  const problems: string[] = [];
  csv.split(/\r?\n/).forEach((line, index) => {
    if (!line.replace(/[\s,]/g, '')) return;
    const fields = fieldsOf(line);
    if (!fields) return void problems.push(`row ${index + 1}: a quote is not closed`);
    if (rows.length === 0 && problems.length === 0 && fields[0]?.toLowerCase() === 'keyword') return;
    if (fields.length > 3) return void problems.push(`row ${index + 1}: ${fields.length} columns (expected keyword, title, notes)`);
    const row = rowOf(fields[0] ?? '', fields[1], fields[2]);
    const problem = rowProblem(row);
    if (problem) problems.push(`row ${index + 1}: ${problem}`);
    else rows.push(row);
  });
  if (problems.length) throw badRequest(`The CSV has rows that cannot be read — ${problems.slice(0, 20).join('; ')}${problems.length > 20 ? `; and ${problems.length - 20} more` : ''}.`, 'csv');
  if (rows.length > AUTOBLOG_MAX_KEYWORDS) throw badRequest(capMessage(rows.length), 'csv');
  if (!rows.length) throw badRequest(EMPTY_MESSAGE, 'csv');
  return rows;
}

/** The keywords a start asks for: one keyword, a list of rows, or a CSV; empty, over the cap or broken rows are 400s. */
export function keywordRowsOf(input: { keyword?: string; keywords?: TAutoblogKeywordRow[]; csv?: string }): TKeywordRow[] {
  if (input.csv !== undefined && input.csv.trim()) return parseKeywordCsv(input.csv);
  if (input.keywords?.length) {
    if (input.keywords.length > AUTOBLOG_MAX_KEYWORDS) throw badRequest(capMessage(input.keywords.length), 'keywords');
    const rows = input.keywords.map((row) => rowOf(row.keyword, row.title, row.notes));
    const problems = rows.flatMap((row, index) => {
      const problem = rowProblem(row);
      return problem ? [`row ${index + 1}: ${problem}`] : [];
    });
    if (problems.length) throw badRequest(`Some keywords cannot be used — ${problems.slice(0, 20).join('; ')}.`, 'keywords');
    return rows;
  }
  const single = input.keyword?.trim();
  if (single) return [rowOf(single)];
  throw badRequest(EMPTY_MESSAGE, 'keywords');
}
