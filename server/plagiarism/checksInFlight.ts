import crypto from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { plagiarismCheckLeases } from '../db/schema';
import { HttpError } from '../errors';

/** How long a check holds its person's lease without renewal (a crashed server's lapses after this), and how often it renews. */
export const CHECK_LEASE = { seconds: 60, renewMs: 20_000 };

/**
 * One plagiarism check at a time per person, across every server: a check searches the web, fetches
 * pages and may call Copyscape (billed per search), so parallel requests would multiply that work
 * before any of them is charged. The check takes a lease row (one insert that only replaces a lapsed
 * lease), renews it while it runs and ends it after; PostgreSQL, so embedded mode works the same.
 */
export async function oneCheckAtATime<T>(db: Db, userId: string, work: () => Promise<T>, lease = CHECK_LEASE): Promise<T> {
  const holder = crypto.randomUUID();
  const leaseEnd = sql`now() + make_interval(secs => ${lease.seconds})`;
  const claimed = await db
    .insert(plagiarismCheckLeases)
    .values({ userId, holder, leasedUntil: leaseEnd })
    .onConflictDoUpdate({ target: plagiarismCheckLeases.userId, set: { holder, leasedUntil: leaseEnd }, setWhere: lte(plagiarismCheckLeases.leasedUntil, sql`now()`) })
    .returning({ holder: plagiarismCheckLeases.holder });
  if (!claimed.length) throw new HttpError('rate_limited', 'A plagiarism check of yours is already running. Wait for its result, then check again.');
  const ours = and(eq(plagiarismCheckLeases.userId, userId), eq(plagiarismCheckLeases.holder, holder));
  const renew = setInterval(() => {
    db.update(plagiarismCheckLeases).set({ leasedUntil: leaseEnd }).where(ours).catch(() => {});
  }, lease.renewMs);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    // A lease that cannot be ended now lapses by itself; the check's answer is not lost over it.
    await db
      .delete(plagiarismCheckLeases)
      .where(ours)
      .catch(() => {});
  }
}
