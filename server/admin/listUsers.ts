import { asc } from 'drizzle-orm';
import type { TAdminUser } from '@core/api/admin';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { presentAdminUser } from '../presenters/adminUser';
import { AdminUsageError } from './adminError';
import { userSearchCondition } from './userSearch';

type TUserLine = { email: string; name: string; plan: string; credits: string; runs: string; expiry: string };
const COLUMNS: { key: keyof TUserLine; title: string }[] = [
  { key: 'email', title: 'EMAIL' },
  { key: 'name', title: 'NAME' },
  { key: 'plan', title: 'PLAN' },
  { key: 'credits', title: 'CREDITS USED/LIMIT' },
  { key: 'runs', title: 'RUNS LEFT (+ADDED)' },
  { key: 'expiry', title: 'EXPIRY' },
];

/** "autoblog_workflow 2 (+3), content_optimization 10": the plan's runs left per feature, purchased ones in brackets. */
function runsText(user: TAdminUser): string {
  return Object.entries(user.feature_runs)
    .map(([feature, left]) => `${feature} ${left}${user.additional_runs[feature] ? ` (+${user.additional_runs[feature]})` : ''}`)
    .join(', ');
}

/** The accounts whose email or name contains `search` (all without it), oldest first, as the lines of the list-users table. */
export async function loadUserLines(db: Db, search?: string): Promise<TUserLine[]> {
  const rows = await db.select().from(users).where(userSearchCondition(search)).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((row) => {
    // The figures the admin page shows: credits as exact text, today's allowance on a daily-credit plan.
    const user = presentAdminUser(row);
    return {
      email: user.email,
      name: user.name,
      plan: user.plan_name ?? '(none)',
      credits: `${user.credits_used}/${user.credit_limit}` + (user.additional_credits !== '0.0' ? ` (+${user.additional_credits})` : ''),
      runs: runsText(user),
      expiry: user.expiry_date ? user.expiry_date.slice(0, 10) : '-',
    };
  });
}

/** Lines as a fixed-width table with a header; "No accounts yet." when there are none. */
export function formatUserTable(lines: TUserLine[], search?: string): string {
  if (lines.length === 0) return search ? `No account's email or name contains "${search}".` : 'No accounts yet.';
  const widths = COLUMNS.map(({ key, title }) => Math.max(title.length, ...lines.map((line) => line[key].length)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  return [format(COLUMNS.map((column) => column.title)), ...lines.map((line) => format(COLUMNS.map(({ key }) => line[key])))].join('\n');
}

/** `list-users [<search>]`: accounts (those whose email or name contains the search) with plan, credits, runs and expiry. */
export async function listUsers(db: Db, args: string[] = []): Promise<string> {
  if (args.length > 1) throw new AdminUsageError(`list-users takes at most one search word, got ${args.length}: put a search with spaces in quotes.`);
  const search = args[0]?.trim() || undefined;
  return formatUserTable(await loadUserLines(db, search), search);
}
