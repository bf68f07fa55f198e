/** The rows of a raw `db.execute(sql…)` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<TRow>(result: unknown): TRow[] {
  return (result as { rows: TRow[] }).rows;
}
