import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plagiarismCheckLeases } from '../db/schema';
import { HttpError } from '../errors';
import { buildUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { oneCheckAtATime } from './checksInFlight';

// The one-check-per-person lease, which every server sees (the route's own tests go through HTTP).

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

const db = () => harness.ctx.db;
const person = async () => (await buildUser(harness.app)).unique_id;
const leaseOf = async (userId: string) => (await db().select().from(plagiarismCheckLeases).where(eq(plagiarismCheckLeases.userId, userId)))[0];
/** A check that runs until `finish` is called. */
function heldCheck(userId: string) {
  let finish!: () => void;
  const running = new Promise<void>((resolve) => (finish = resolve));
  const done = oneCheckAtATime(db(), userId, () => running.then(() => 'checked'));
  return { finish, done };
}
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('one plagiarism check at a time per person', () => {
  it('refuses a second check of the same person while one runs, not someone else’s, and frees the lease after', async () => {
    const [ann, bob] = [await person(), await person()];
    const first = heldCheck(ann);
    await until(async () => Boolean(await leaseOf(ann)), 'the first check to take the lease');
    const second = oneCheckAtATime(db(), ann, async () => 'second');
    await expect(second).rejects.toThrow(HttpError);
    await expect(second).rejects.toMatchObject({ id: 'rate_limited' });
    expect(await oneCheckAtATime(db(), bob, async () => 'bob checked')).toBe('bob checked');
    first.finish();
    expect(await first.done).toBe('checked');
    expect(await leaseOf(ann)).toBeUndefined();
    expect(await oneCheckAtATime(db(), ann, async () => 'again')).toBe('again');
  });

  it('frees the lease when the check fails', async () => {
    const ann = await person();
    await expect(oneCheckAtATime(db(), ann, async () => Promise.reject(new Error('search failed')))).rejects.toThrow('search failed');
    expect(await leaseOf(ann)).toBeUndefined();
  });

  it('takes over a lapsed lease (a server that crashed mid-check), and never ends a lease it lost', async () => {
    const ann = await person();
    const crashed = crypto.randomUUID();
    await db().insert(plagiarismCheckLeases).values({ userId: ann, holder: crashed, leasedUntil: sql`now() - interval '1 second'` });
    const taker = crypto.randomUUID();
    const result = await oneCheckAtATime(db(), ann, async () => {
      expect((await leaseOf(ann))?.holder).not.toBe(crashed);
      // Its own lease lapses meanwhile and another check takes it over …
      await db().update(plagiarismCheckLeases).set({ holder: taker }).where(eq(plagiarismCheckLeases.userId, ann));
      return 'checked';
    });
    expect(result).toBe('checked');
    // … whose lease stays when the first one ends.
    expect((await leaseOf(ann))?.holder).toBe(taker);
  });

  it('renews its lease while the check runs', async () => {
    const ann = await person();
    const shortLease = { seconds: 30, renewMs: 50 };
    let taken: Date | undefined;
    await oneCheckAtATime(
      db(),
      ann,
      async () => {
        taken = (await leaseOf(ann))!.leasedUntil;
        await until(async () => (await leaseOf(ann))!.leasedUntil > taken!, 'the lease to be renewed');
      },
      shortLease,
    );
    expect(taken).toBeInstanceOf(Date);
  });
});
