import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../admin/addCredits';
import { addRuns } from '../admin/addRuns';
import { setPlan } from '../admin/setPlan';
import { auditLog, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { auditedAccountChange, NoSuchAccountError } from './auditedAccountChange';

// The audit log of account changes (issue 22): what `npm run admin` changes is logged as `cli`, and
// a change and its entry commit or roll back together.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
}, 60_000);
afterAll(() => harness.close());

const entriesOf = (userId: string) => harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(asc(auditLog.at));

describe('account changes in the audit log', () => {
  it('logs set-plan, add-credits and add-runs from the admin command as cli, each with its before and after', async () => {
    const writer = await buildUser(harness.app);
    await setPlan(harness.ctx.db, writer.email, 'premium_tier_1_monthly_june_2024');
    await addCredits(harness.ctx.db, writer.email, '250.5');
    await addRuns(harness.ctx.db, writer.email, 'autoblog_workflow', '3');
    const entries = await entriesOf(writer.unique_id);
    expect(entries.map((entry) => [entry.actor, entry.action, entry.subject])).toEqual([
      ['cli', 'plan.set', writer.email],
      ['cli', 'credits.add', writer.email],
      ['cli', 'runs.add', writer.email],
    ]);
    expect(entries[0]!.before).toMatchObject({ plan_name: '5-day-trial-plan' });
    expect(entries[0]!.after).toMatchObject({ plan_name: 'premium_tier_1_monthly_june_2024' });
    expect(entries[1]!.before).toMatchObject({ additional_credits: '0.0' });
    expect(entries[1]!.after).toMatchObject({ additional_credits: '250.5' });
    expect((entries[2]!.after as { additional_runs: Record<string, number> }).additional_runs.autoblog_workflow).toBe(3);
  });

  it('writes no entry when the change fails, and keeps no part of the change', async () => {
    const writer = await buildUser(harness.app);
    const failing = auditedAccountChange(harness.ctx.db, { actor: 'cli', action: 'limits.update', userId: writer.unique_id }, async (tx) => {
      await tx.update(users).set({ creditLimit: 777 }).where(eq(users.id, writer.unique_id));
      throw new Error('the change broke half way');
    });
    await expect(failing).rejects.toThrow('the change broke half way');
    expect(await entriesOf(writer.unique_id)).toHaveLength(0);
    const [row] = await harness.ctx.db.select().from(users).where(eq(users.id, writer.unique_id));
    expect(row!.creditLimit).not.toBe(777);
  });

  it('refuses an account that does not exist', async () => {
    await expect(auditedAccountChange(harness.ctx.db, { actor: 'cli', action: 'credits.add', userId: 'nobody' }, async () => undefined)).rejects.toBeInstanceOf(NoSuchAccountError);
  });

  it('keeps the entry, with its email, when the account is deleted', async () => {
    const writer = await buildUser(harness.app);
    await addCredits(harness.ctx.db, writer.email, '10');
    const [entry] = await entriesOf(writer.unique_id);
    await harness.ctx.db.delete(users).where(eq(users.id, writer.unique_id));
    const [kept] = await harness.ctx.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(kept).toMatchObject({ subject: writer.email, targetUserId: null, action: 'credits.add' });
  });
});
