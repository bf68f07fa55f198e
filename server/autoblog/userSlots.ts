import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { autoblogArticles } from '../db/schema/autoblog';
import { ACTIVE_STATUSES } from './autoblogStore';

/** Articles one person has written at once, across every server process. */
export const AUTOBLOG_PER_USER = { concurrency: 2 };
/** How long a slot is held without renewal: a crashed worker's slot lapses after this. */
const LEASE_SECONDS = 60;
const RENEW_MS = 20_000;
const WAIT_MS = 500;

const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Takes one of the person's writing slots for an article: under a transaction lock of the person's
 * slots (so two workers cannot both take the last one), when fewer than AUTOBLOG_PER_USER of their
 * articles hold a live lease. A queued article moves to "researching". The queue's group limit keeps
 * waiting rare; this makes the bound exact when two workers fetch at once, and a crashed worker's
 * lease lapses instead of holding its slot for ever.
 */
async function claimSlot(db: Db, article: { id: string; userId: string }): Promise<'claimed' | 'busy' | 'gone'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`autoblog-slots:${article.userId}`}))`);
    const [holding] = await tx
      .select({ value: count() })
      .from(autoblogArticles)
      .where(and(eq(autoblogArticles.userId, article.userId), inArray(autoblogArticles.status, ACTIVE_STATUSES), gt(autoblogArticles.leasedUntil, sql`now()`), ne(autoblogArticles.id, article.id)));
    if ((holding?.value ?? 0) >= AUTOBLOG_PER_USER.concurrency) return 'busy';
    const moved = await tx
      .update(autoblogArticles)
      .set({ leasedUntil: leaseEnd, status: sql`case when ${autoblogArticles.status} = 'queued' then 'researching' else ${autoblogArticles.status} end`, updatedAt: new Date() })
      .where(and(eq(autoblogArticles.id, article.id), inArray(autoblogArticles.status, ACTIVE_STATUSES)))
      .returning({ id: autoblogArticles.id });
    return moved.length ? 'claimed' : 'gone';
  });
}

/** Waits for a writing slot of the article's owner; false when the article stopped being active (cancelled, paused) meanwhile. */
export async function waitForSlot(db: Db, article: { id: string; userId: string }, signal: AbortSignal): Promise<boolean> {
  for (;;) {
    const claim = await claimSlot(db, article);
    if (claim !== 'busy') return claim === 'claimed';
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    signal.throwIfAborted();
  }
}

/** Keeps the article's slot while its worker works; the returned function lets it go. */
export function holdSlot(db: Db, articleId: string): () => Promise<void> {
  const renew = setInterval(() => {
    db.update(autoblogArticles).set({ leasedUntil: leaseEnd }).where(eq(autoblogArticles.id, articleId)).catch(() => {});
  }, RENEW_MS);
  renew.unref();
  return async () => {
    clearInterval(renew);
    await db
      .update(autoblogArticles)
      .set({ leasedUntil: null })
      .where(eq(autoblogArticles.id, articleId))
      .catch(() => {});
  };
}
