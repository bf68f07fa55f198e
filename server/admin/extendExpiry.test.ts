import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { extendExpiryCommand } from './extendExpiry';
import { setPlan } from './setPlan';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;
const rowOf = async (email: string) => (await app.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const auditOf = async (email: string) => app.ctx.db.select().from(auditLog).where(eq(auditLog.subject, email));

describe('extend-expiry', () => {
  it('moves a running expiry that many days later, with its audit entry as cli', async () => {
    const user = await buildUser(app.app);
    const before = (await rowOf(user.email)).expiryDate!;
    const said = await extendExpiryCommand(app.ctx.db, user.email, '30');
    const after = (await rowOf(user.email)).expiryDate!;
    expect(after.getTime() - before.getTime()).toBe(30 * DAY_MS);
    expect(said).toBe(`Extended ${user.email} by 30 day(s); the plan now ends on ${after.toISOString().slice(0, 10)}.`);
    const [entry, ...others] = await auditOf(user.email);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ actor: 'cli', action: 'expiry.extend', before: { expiry_date: before.toISOString() }, after: { expiry_date: after.toISOString() } });
  });

  it('counts from today when the expiry has passed', async () => {
    const user = await buildUser(app.app);
    await app.ctx.db.update(users).set({ expiryDate: new Date(Date.now() - 40 * DAY_MS) }).where(eq(users.email, user.email));
    const now = new Date();
    await extendExpiryCommand(app.ctx.db, user.email, '7', now);
    expect((await rowOf(user.email)).expiryDate!.getTime()).toBe(now.getTime() + 7 * DAY_MS);
  });

  it('refuses an account whose plan does not end, changing and logging nothing', async () => {
    const user = await buildUser(app.app);
    await setPlan(app.ctx.db, user.email, 'ltd_bundle_pass');
    const logged = (await auditOf(user.email)).length;
    await expect(extendExpiryCommand(app.ctx.db, user.email, '10')).rejects.toThrow(`${user.email} has no expiry date (its plan does not end); there is nothing to extend.`);
    expect((await rowOf(user.email)).expiryDate).toBeNull();
    expect(await auditOf(user.email)).toHaveLength(logged);
  });

  it.each(['0', '-1', '1.5', 'ten', '', '3651'])('refuses the number of days %j', async (days) => {
    const user = await buildUser(app.app);
    const before = await rowOf(user.email);
    await expect(extendExpiryCommand(app.ctx.db, user.email, days)).rejects.toThrow(/The number of days must be a whole number from 1 to 3650/);
    expect(await rowOf(user.email)).toEqual(before);
  });

  it('refuses an email no account has', async () => {
    await expect(extendExpiryCommand(app.ctx.db, 'nobody@example.com', '5')).rejects.toThrow(/No account has the email/);
  });
});
