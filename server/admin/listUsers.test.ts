import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { AdminUsageError } from './adminError';
import { addCredits } from './addCredits';
import { addRuns } from './addRuns';
import { formatUserTable, listUsers } from './listUsers';
import { setPlan } from './setPlan';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('list-users', () => {
  it('says so when there are no accounts', () => {
    expect(formatUserTable([])).toBe('No accounts yet.');
  });

  it('lists every account with plan, credits used/limit and expiry, in aligned columns', async () => {
    const first = await buildUser(app.app, { name: 'Ada Lovelace' });
    const second = await buildUser(app.app, { name: 'Grace Hopper' });
    await setPlan(app.ctx.db, second.email, 'forever_free_plan');
    await addCredits(app.ctx.db, second.email, '50');
    await addRuns(app.ctx.db, second.email, 'autoblog_workflow', '3');
    const lines = (await listUsers(app.ctx.db)).split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+PLAN\s+CREDITS USED\/LIMIT\s+RUNS LEFT \(\+ADDED\)\s+EXPIRY$/);
    const firstLine = lines.find((line) => line.startsWith(first.email))!;
    expect(firstLine).toMatch(/Ada Lovelace\s+5-day-trial-plan\s+0\.0\/200\.0\s+autoblog_workflow \d+, content_optimization \d+\s+\d{4}-\d{2}-\d{2}$/);
    const secondLine = lines.find((line) => line.startsWith(second.email))!;
    expect(secondLine).toMatch(/Grace Hopper\s+forever_free_plan\s+0\.0\/10\.0 \(\+50\.0\)\s+autoblog_workflow \d+ \(\+3\), content_optimization \d+\s+-$/);
    expect(firstLine.indexOf('Ada')).toBe(lines[0]!.indexOf('NAME'));
  });

  it('keeps the accounts whose email or name contains the search, in any case', async () => {
    const ada = await buildUser(app.app, { name: 'Ada Searchable' });
    const other = await buildUser(app.app, { name: 'Someone Else' });
    const byName = await listUsers(app.ctx.db, ['searchABLE']);
    expect(byName).toContain(ada.email);
    expect(byName).not.toContain(other.email);
    expect(await listUsers(app.ctx.db, [other.email.toUpperCase()])).toContain(other.email);
    expect(await listUsers(app.ctx.db, ['100%_none'])).toBe('No account\'s email or name contains "100%_none".');
    await expect(listUsers(app.ctx.db, ['ada', 'grace'])).rejects.toBeInstanceOf(AdminUsageError);
  });
});
