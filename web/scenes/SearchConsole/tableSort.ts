/** A table's sort: the column and its direction. */
export type TSort<K extends string> = { key: K; direction: 'ascending' | 'descending' };

/**
 * The next sort after a click on a column's header: the same column flips; another starts the
 * way people read it first (numbers most first, text A to Z; position best, i.e. lowest, first).
 */
export function nextSort<K extends string>(current: TSort<K>, key: K, firstDirection: 'ascending' | 'descending'): TSort<K> {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: firstDirection };
}

/** Rows sorted by one field (numbers as numbers, text by locale), ties kept in their order; a new array. */
export function sortRows<T, K extends keyof T & string>(rows: readonly T[], sort: TSort<K>): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[sort.key];
      const right = b.row[sort.key];
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
