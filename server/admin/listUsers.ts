import { asc } from 'drizzle-orm';
import { formatCredits } from '@core/api/users';
import type { Db } from '../db/database';
import { users } from '../db/schema';

type TUserLine = { email: string; name: string; plan: string; credits: string; expiry: string };
const COLUMNS: { key: keyof TUserLine; title: string }[] = [
  { key: 'email', title: 'EMAIL' },
  { key: 'name', title: 'NAME' },
  { key: 'plan', title: 'PLAN' },
  { key: 'credits', title: 'CREDITS USED/LIMIT' },
  { key: 'expiry', title: 'EXPIRY' },
];

/** The accounts, oldest first, as the lines of the list-users table. */
export async function loadUserLines(db: Db): Promise<TUserLine[]> {
  const rows = await db
    .select({
      email: users.email,
      name: users.name,
      planName: users.planName,
      creditsUsed: users.creditsUsed,
      creditLimit: users.creditLimit,
      additionalCredits: users.additionalCredits,
      expiryDate: users.expiryDate,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    plan: row.planName ?? '(none)',
    credits:
      `${formatCredits(row.creditsUsed)}/${formatCredits(row.creditLimit)}` +
      (row.additionalCredits > 0 ? ` (+${formatCredits(row.additionalCredits)})` : ''),
    expiry: row.expiryDate ? row.expiryDate.toISOString().slice(0, 10) : '-',
  }));
}

/** Lines as a fixed-width table with a header; "No accounts yet." when there are none. */
export function formatUserTable(lines: TUserLine[]): string {
  if (lines.length === 0) return 'No accounts yet.';
  const widths = COLUMNS.map(({ key, title }) => Math.max(title.length, ...lines.map((line) => line[key].length)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  return [format(COLUMNS.map((column) => column.title)), ...lines.map((line) => format(COLUMNS.map(({ key }) => line[key])))].join('\n');
}

/** `list-users`: every account with its plan, credits used of the limit (plus additional credits) and expiry. */
export async function listUsers(db: Db): Promise<string> {
  return formatUserTable(await loadUserLines(db));
}
