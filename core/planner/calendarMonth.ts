/** A calendar month, "2026-05": its days and weeks, in UTC (dates here are calendar days, not instants). */

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (month: string): [number, number] => [Number(month.slice(0, 4)), Number(month.slice(5, 7))];

/** The number of days in the month. */
function daysIn(month: string): number {
  const [year, mon] = parts(month);
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** The first and last day of the month ("2026-02-01", "2026-02-28"). */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${pad(daysIn(month))}` };
}

/** The month `delta` months from this one ("2026-01", -1 → "2025-12"). */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = parts(month);
  const date = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The month a day is in ("2026-05-14" → "2026-05"). */
export const monthOf = (day: string): string => day.slice(0, 7);

/** Today's day and month as the person's clock reads them (local time). */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The month as weeks of seven days, Monday first; days outside the month are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, mon] = parts(month);
  const lead = (new Date(Date.UTC(year, mon - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = [...Array<null>(lead).fill(null)];
  for (let day = 1; day <= daysIn(month); day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}
