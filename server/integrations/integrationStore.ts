import { and, eq } from 'drizzle-orm';
import type { TIntegrationTarget } from '@core/api/integrations';
import type { TConnected, TConnection } from '../../integrations/publishTypes';
import { openSecret, sealSecret } from '../crypto/secretBox';
import type { Db } from '../db/database';
import { integrations, type TIntegrationRow } from '../db/schema/integrations';

type TDbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function findIntegration(db: TDbOrTx, ownerId: string, target: TIntegrationTarget): Promise<TIntegrationRow | null> {
  const [row] = await db.select().from(integrations).where(and(eq(integrations.ownerId, ownerId), eq(integrations.target, target)));
  return row ?? null;
}

export function listIntegrations(db: TDbOrTx, ownerId: string): Promise<TIntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.ownerId, ownerId));
}

/** Stores a new connection (a reconnect replaces the old one), its credentials sealed. */
export async function saveIntegration(db: TDbOrTx, key: Buffer, ownerId: string, target: TIntegrationTarget, connected: TConnected<Record<string, unknown>, Record<string, unknown>>): Promise<TIntegrationRow> {
  const values = { siteKey: connected.siteKey, details: connected.details, secret: sealSecret(JSON.stringify(connected.secret), key), error: null, connectedAt: new Date(), updatedAt: new Date() };
  const [row] = await db
    .insert(integrations)
    .values({ ownerId, target, ...values })
    .onConflictDoUpdate({ target: [integrations.ownerId, integrations.target], set: values })
    .returning();
  return row!;
}

/** The stored connection opened for a call. */
export function openConnection(row: TIntegrationRow, key: Buffer): TConnection<Record<string, unknown>, Record<string, unknown>> {
  return { details: row.details, secret: JSON.parse(openSecret(row.secret, key)) as Record<string, unknown> };
}

/** The target refused the stored credentials: the integration counts as disconnected until reconnected (spec §4). */
export async function markIntegrationBroken(db: TDbOrTx, id: string, error: string): Promise<void> {
  await db.update(integrations).set({ error, updatedAt: new Date() }).where(eq(integrations.id, id));
}

/** A choice made after connecting (HubSpot's blog, Webflow's collection): new public details, and the site they name. */
export async function updateIntegrationDetails(db: TDbOrTx, id: string, details: Record<string, unknown>, siteKey?: string): Promise<void> {
  await db.update(integrations).set({ details, ...(siteKey ? { siteKey } : {}), updatedAt: new Date() }).where(eq(integrations.id, id));
}

export async function deleteIntegration(db: TDbOrTx, ownerId: string, target: TIntegrationTarget): Promise<TIntegrationRow | null> {
  const [row] = await db.delete(integrations).where(and(eq(integrations.ownerId, ownerId), eq(integrations.target, target))).returning();
  return row ?? null;
}

/** Connected in the sense of spec §4: stored, and not refused since. */
export const isConnected = (row: TIntegrationRow | null): row is TIntegrationRow => Boolean(row && !row.error);
