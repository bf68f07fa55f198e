import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeliveryAttempt, TDeliveryState, TPublishTarget } from '@core/api/integrations';
import type { Db } from '../db/database';
import { deliveries, publications, type TDeliveryRow, type TPublicationRow } from '../db/schema/integrations';

type TDbOrTx = Pick<Db, 'select' | 'insert' | 'update'>;

/** States in which a delivery still has work ahead (one such per doc and site). */
export const ACTIVE_DELIVERY_STATES: readonly TDeliveryState[] = ['awaiting_approval', 'queued', 'running', 'retrying'];

export async function findDelivery(db: TDbOrTx, id: string): Promise<TDeliveryRow | null> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row ?? null;
}

export async function findActiveDelivery(db: TDbOrTx, blogId: string, target: TPublishTarget, siteKey: string): Promise<TDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.blogId, blogId), eq(deliveries.target, target), eq(deliveries.siteKey, siteKey), inArray(deliveries.state, [...ACTIVE_DELIVERY_STATES])));
  return row ?? null;
}

/** A doc's deliveries, newest first (the log in the publish dialog). */
export function listBlogDeliveries(db: TDbOrTx, blogId: string, limit = 50): Promise<TDeliveryRow[]> {
  return db.select().from(deliveries).where(eq(deliveries.blogId, blogId)).orderBy(desc(deliveries.createdAt)).limit(limit);
}

export async function findPublication(db: TDbOrTx, blogId: string, target: TPublishTarget, siteKey: string): Promise<TPublicationRow | null> {
  const [row] = await db.select().from(publications).where(and(eq(publications.blogId, blogId), eq(publications.target, target), eq(publications.siteKey, siteKey)));
  return row ?? null;
}

export function listPublications(db: TDbOrTx, blogId: string): Promise<TPublicationRow[]> {
  return db.select().from(publications).where(eq(publications.blogId, blogId));
}

/**
 * Moves a delivery into its next attempt, only from a state that has work ahead: the job that gets
 * the row back runs the attempt; a second copy of the job (a retry of an attempt that already
 * ended the delivery) gets nothing and stops.
 */
export async function beginAttempt(db: TDbOrTx, id: string): Promise<TDeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({ state: 'running', attemptCount: sql`${deliveries.attemptCount} + 1` })
    .where(and(eq(deliveries.id, id), inArray(deliveries.state, ['queued', 'running', 'retrying'])))
    .returning();
  return row ?? null;
}

/** Appends an attempt to the log and moves the delivery on. */
export async function recordAttempt(db: TDbOrTx, id: string, attempt: TDeliveryAttempt, change: Partial<Pick<TDeliveryRow, 'state' | 'error' | 'remoteId' | 'remoteUrl' | 'finishedAt'>>): Promise<void> {
  await db
    .update(deliveries)
    .set({ ...change, attempts: sql`${deliveries.attempts} || ${JSON.stringify([attempt])}::jsonb` })
    .where(eq(deliveries.id, id));
}
