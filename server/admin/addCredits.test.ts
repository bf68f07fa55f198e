import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { addCredits } from './addCredits';
import { addRuns } from './addRuns';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const rowOf = async (email: string) => (await app.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('add-credits', () => {
  it('adds to additional credits, and again on top', async () => {
    const user = await buildUser(app.app);
    expect(await addCredits(app.ctx.db, user.email, '500')).toBe(
      `Added 500.0 credits to ${user.email}; additional credits are now 500.0.`,
    );
    await addCredits(app.ctx.db, user.email, '2.5');
    const row = await rowOf(user.email);
    expect(row.additionalCredits).toBe(502.5);
    expect(row.creditLimit).toBe(200);
  });

  it.each(['0', '-5', 'ten', '1e3', '', '2000000', '1.2.3', '0.05', '2.25'])('refuses the amount %j', async (amount) => {
    const user = await buildUser(app.app);
    await expect(addCredits(app.ctx.db, user.email, amount)).rejects.toThrow(/The amount of credits must be a number above 0/);
    expect((await rowOf(user.email)).additionalCredits).toBe(0);
  });

  it('refuses an email no account has', async () => {
    await expect(addCredits(app.ctx.db, 'nobody@example.com', '5')).rejects.toThrow(/No account has the email/);
  });
});

describe('add-runs', () => {
  it('adds runs of one feature and leaves the other alone', async () => {
    const user = await buildUser(app.app);
    await addRuns(app.ctx.db, user.email, 'autoblog_workflow', '3');
    const message = await addRuns(app.ctx.db, user.email, 'autoblog_workflow', '2');
    expect(message).toContain('additional autoblog_workflow runs are now 5');
    expect((await rowOf(user.email)).additionalRuns).toEqual({ autoblog_workflow: 5, content_optimization: 0 });
  });

  it('refuses unknown features and counts that are not whole numbers above 0', async () => {
    const user = await buildUser(app.app);
    await expect(addRuns(app.ctx.db, user.email, 'chat', '3')).rejects.toThrow(/Unknown feature "chat"\. Runs can be added for: autoblog_workflow, content_optimization/);
    await expect(addRuns(app.ctx.db, user.email, 'content_optimization', '1.5')).rejects.toThrow(/must be a whole number above 0/);
  });
});
