import { AUTOBLOG_MAX_KEYWORD_CHARS, AUTOBLOG_MAX_KEYWORDS, AUTOBLOG_MAX_NOTES_CHARS, AUTOBLOG_MAX_TITLE_CHARS, type TAutoblogKeywordRow } from '@core/api/autoblog';
import { badRequest } from '../errors';

/** A keyword row as a run stores it: trimmed, with absent title and notes as null. */
export type TKeywordRow = { keyword: string; title: string | null; notes: string | null };

const EMPTY_MESSAGE = 'Give at least one keyword (one per line, or a CSV with a keyword column).';
const capMessage = (count: number) =>
  `At most ${AUTOBLOG_MAX_KEYWORDS} keywords in one run; this list has ${count.toLocaleString('en-US')}. Split it into runs of ${AUTOBLOG_MAX_KEYWORDS} or fewer.`;

/** One CSV record: its fields (null when a quote is left open, `swallowed` when the open quote ran over later lines) and the line it starts on (1-based). */
type TRecord = { fields: string[] | null; line: number; swallowed?: boolean };

/**
 * The records of a CSV (RFC 4180: "a, b", "" for a quote, and line breaks inside quotes belong to the
 * field), blank records skipped, read lazily so a long file is counted without building its rows.
 */
function* csvRecords(csv: string): Generator<TRecord> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const finish = (): TRecord | null => {
    fields.push(field.trim());
    const record = fields.some((value) => value) ? { fields, line: startLine } : null;
    fields = [];
    field = '';
    return record;
  };
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && !field.trim()) {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && csv[i + 1] === '\n') i++;
      const record = finish();
      if (record) yield record;
      line++;
      startLine = line;
    } else field += char;
  }
  if (quoted) {
    yield { fields: null, line: startLine, swallowed: line > startLine };
    return;
  }
  const last = finish();
  if (last) yield last;
}

/** Records with something in them, counted up to `stopAfter` (a long file is not read past it). */
function countRecords(csv: string, stopAfter: number): number {
  let count = 0;
  for (const _record of csvRecords(csv)) if (++count > stopAfter) break;
  return count;
}

/** Lines with something on them (a file refused for its length is measured without parsing its quotes). */
function countFilledLines(csv: string): number {
  let count = 0;
  for (const line of csv.split('\n')) if (line.replace(/[\s,]/g, '')) count++;
  return count;
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
  const records = countRecords(csv, AUTOBLOG_MAX_KEYWORDS + header);
  if (records === 0) throw badRequest(EMPTY_MESSAGE, 'csv');
  if (records > AUTOBLOG_MAX_KEYWORDS + header) throw badRequest(capMessage(Math.max(countFilledLines(csv) - header, AUTOBLOG_MAX_KEYWORDS + 1)), 'csv');
  const rows: TKeywordRow[] = [];
  const problems: string[] = [];
  for (const { fields, line, swallowed } of csvRecords(csv)) {
    if (!fields) {
      problems.push(`row ${line}: a quote is not closed${swallowed ? ' (the rows after it were read as part of it)' : ''}`);
      continue;
    }
    if (rows.length === 0 && problems.length === 0 && fields[0]?.toLowerCase() === 'keyword') continue;
    if (fields.length > 3) {
      problems.push(`row ${line}: ${fields.length} columns (expected keyword, title, notes)`);
      continue;
    }
    const row = rowOf(fields[0] ?? '', fields[1], fields[2]);
    const problem = rowProblem(row);
    if (problem) problems.push(`row ${line}: ${problem}`);
    else rows.push(row);
  }
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
