import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInAttempts } from '../db/schema';

/** How failed sign-ins for one account slow further attempts (SIGN_IN_ACCOUNT_* in env.ts). */
export type TSignInThrottle = { freeFailures: number; maxWaitMs: number };

/** The first wait once the free failures are used; each further failure doubles it, up to maxWaitMs. */
const FIRST_WAIT_MS = 1_000;
/** A day without a failure forgets an account's failures. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1_000;

/** The wait an account owes after this many failures in a row: none while they are free, then 1 s, 2 s, 4 s … capped. */
export function waitAfterFailures(failures: number, throttle: TSignInThrottle): number {
  if (failures < throttle.freeFailures) return 0;
  return Math.min(throttle.maxWaitMs, FIRST_WAIT_MS * 2 ** Math.min(failures - throttle.freeFailures, 40));
}

/** Sign-in emails are compared the way better-auth stores them. */
export function normalizeSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type TSignInClaim = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * May this account try a password now? Past its free failures it gets one attempt per wait: the
 * attempt claims the slot (next_attempt_at moves on in one conditional update), so guesses sent in
 * parallel from many addresses cannot all slip through before the first failure is written.
 */
export async function claimSignInAttempt(db: Db, email: string, throttle: TSignInThrottle, now = new Date()): Promise<TSignInClaim> {
  const [row] = await db.select().from(signInAttempts).where(eq(signInAttempts.email, email));
  if (!row || row.lastFailedAt.getTime() < now.getTime() - FORGET_AFTER_MS || row.failures < throttle.freeFailures) return { allowed: true };
  if (row.nextAttemptAt && row.nextAttemptAt > now) return { allowed: false, retryAfterMs: row.nextAttemptAt.getTime() - now.getTime() };
  const wait = waitAfterFailures(row.failures + 1, throttle);
  const claimed = await db
    .update(signInAttempts)
    .set({ nextAttemptAt: new Date(now.getTime() + wait) })
    .where(and(eq(signInAttempts.email, email), or(isNull(signInAttempts.nextAttemptAt), lte(signInAttempts.nextAttemptAt, now))))
    .returning({ email: signInAttempts.email });
  return claimed.length ? { allowed: true } : { allowed: false, retryAfterMs: wait };
}

/** Counts a wrong password (or unknown email) against the account and sets when it may try again. */
export async function recordSignInFailure(db: Db, email: string, throttle: TSignInThrottle, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(signInAttempts)
    .values({ email, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.email,
      set: {
        failures: sql`case when ${signInAttempts.lastFailedAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInAttempts.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInAttempts.failures });
  const wait = waitAfterFailures(row!.failures, throttle);
  await db
    .update(signInAttempts)
    .set({ nextAttemptAt: wait ? new Date(now.getTime() + wait) : null })
    .where(eq(signInAttempts.email, email));
  // Rows of accounts nobody has failed at for a day are forgotten (sprayed unknown emails included).
  await db.delete(signInAttempts).where(lt(signInAttempts.lastFailedAt, forgetBefore));
}

/** The owner got in (or reset the password): the account's failures are forgotten. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}
