import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, featureFlags } from '../db/schema';
import type { TContext } from '../context';
import { buildTestApp } from '../test/testApp';
import { AdminError, AdminUsageError } from './adminError';
import { flagsCommand } from './flags';

let ctx: TContext;
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  ctx = app.ctx;
});
afterAll(() => app.close());

const flags = (...args: string[]) => flagsCommand(ctx.db, args);
const stored = async () => (await ctx.db.select().from(featureFlags)).map((row) => ({ flagId: row.flagId, rules: row.rules, updatedBy: row.updatedBy }));

describe('flags', () => {
  it('lists every flag of the catalogue, with "plan table" when it has no override', async () => {
    const listed = await flags('list');
    expect(listed.split('\n')[0]).toMatch(/^FLAG\s+TYPE\s+OVERRIDES/);
    expect(listed).toMatch(/\nbrand-voice\s+boolean\s+plan table\n/);
    expect(listed).toMatch(/\nlanguages\s+json\s+plan table\n/);
  });

  it('sets overrides for everyone, plans and emails, most specific first', async () => {
    expect(await flags('set', 'files-limit', '5')).toContain('files-limit is now 5 for everyone.');
    expect(await flags('set', 'files-limit', '8', '--plan', 'pro_monthly_usd', '--plan', 'team_monthly_usd')).toContain('for plans pro_monthly_usd, team_monthly_usd');
    await flags('set', 'files-limit', '20', '--email', 'Ada@Example.com');
    await flags('set', 'default-model-chat', 'claude');
    await flags('set', 'languages', '["English-US","German"]');
    expect(await stored()).toEqual(
      expect.arrayContaining([
        {
          flagId: 'files-limit',
          rules: [{ value: 20, emails: ['ada@example.com'] }, { value: 8, plans: ['pro_monthly_usd', 'team_monthly_usd'] }, { value: 5 }],
          updatedBy: 'cli',
        },
        { flagId: 'default-model-chat', rules: [{ value: 'claude' }], updatedBy: 'cli' },
        { flagId: 'languages', rules: [{ value: ['English-US', 'German'] }], updatedBy: 'cli' },
      ]),
    );
    expect(await flags('list')).toMatch(/\nfiles-limit\s+number\s+emails ada@example.com → 20; plans pro_monthly_usd, team_monthly_usd → 8; everyone → 5\n/);
  });

  it('unsets one override or all of them', async () => {
    await flags('set', 'assets', 'false', '--plan', 'pro_monthly_usd');
    await flags('set', 'assets', 'true');
    expect(await flags('unset', 'assets', '--plan', 'pro_monthly_usd')).toBe('Removed the override of assets for plans pro_monthly_usd.');
    expect(await flags('unset', 'assets')).toBe('assets follows the plan table again.');
    await expect(flags('unset', 'assets')).rejects.toThrow('assets has no override; nothing changed.');
  });

  it('refuses unknown flags and plans, wrong value types and bad emails, changing nothing', async () => {
    await ctx.db.delete(featureFlags);
    await expect(flags('set', 'brand-voices', 'true')).rejects.toThrow(/^Unknown flag "brand-voices"\. Did you mean: brand-voice/);
    await expect(flags('set', 'docs', 'yes')).rejects.toThrow('The value of "docs" must be JSON (a boolean); "yes" is not JSON.');
    await expect(flags('set', 'docs', '1')).rejects.toThrow('Flag "docs" holds a boolean; 1 is not one.');
    await expect(flags('set', 'files-limit', '"5"')).rejects.toThrow('Flag "files-limit" holds a number; "5" is not one.');
    await expect(flags('set', 'docs', 'true', '--plan', 'pro_monthly')).rejects.toThrow(/Unknown plan id "pro_monthly"\. Did you mean: .*pro_monthly_usd/);
    await expect(flags('set', 'docs', 'true', '--email', 'not-an-email')).rejects.toBeInstanceOf(AdminError);
    await expect(flags('set', 'docs', 'true', '--plan')).rejects.toBeInstanceOf(AdminUsageError);
    await expect(flags('remove', 'docs')).rejects.toBeInstanceOf(AdminUsageError);
    await expect(flags('set', 'docs')).rejects.toThrow(/Usage of flags/);
    expect(await stored()).toEqual([]);
    expect(await ctx.db.$count(auditLog, eq(auditLog.subject, 'docs'))).toBe(0);
  });

  it('writes each change to the audit log as cli, with the overrides before and after; a refused unset writes nothing', async () => {
    await flags('set', 'optimizer-plagiarism', 'false', '--plan', 'pro_monthly_usd');
    await flags('set', 'optimizer-plagiarism', 'true', '--email', 'ada@example.com');
    await flags('unset', 'optimizer-plagiarism', '--plan', 'pro_monthly_usd');
    await expect(flags('unset', 'optimizer-plagiarism', '--plan', 'pro_monthly_usd')).rejects.toThrow('nothing changed');
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.subject, 'optimizer-plagiarism')).orderBy(asc(auditLog.at));
    const byPlan = { value: false, plans: ['pro_monthly_usd'] };
    const byEmail = { value: true, emails: ['ada@example.com'] };
    expect(entries.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: 'cli', action: 'flag.set', before: { overrides: [] }, after: { overrides: [byPlan] } },
      { actor: 'cli', action: 'flag.set', before: { overrides: [byPlan] }, after: { overrides: [byEmail, byPlan] } },
      { actor: 'cli', action: 'flag.set', before: { overrides: [byEmail, byPlan] }, after: { overrides: [byEmail] } },
    ]);
  });
});
