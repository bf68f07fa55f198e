import { eq } from 'drizzle-orm';
import { FLAG_CACHE_MS } from '@core/constants';
import { ZFlagOverrides, withOverride, withoutOverride, type TFlagOverride } from '@core/flags/overrides';
import { writeAuditEntry } from '../audit/auditEntry';
import type { Db } from '../db/database';
import { featureFlags } from '../db/schema';
import type { InvalidationBus } from '../shared/invalidationBus';

/** A flag's stored overrides, or why they cannot be used (a row edited by hand into a wrong shape). */
export type TStoredFlag = { ok: true; overrides: TFlagOverride[] } | { ok: false; problem: string };

/** One row of the table as the admin command shows it. */
export type TFlagRow = { flagId: string; overrides: TFlagOverride[]; updatedAt: Date; updatedBy: string };

/**
 * The feature_flags table, read whole and kept for FLAG_CACHE_MS (spec §9: 4 hours). Writes through
 * this store drop the cache, so an administrator's change shows at once on this server. A server
 * also follows the invalidation bus (issue 23): a trigger notifies every change on commit, from any
 * server or the admin CLI, so they see it within the bus's delivery (docs/decisions.md).
 */
export class FlagStore {
  private cached: { at: number; flags: Promise<Map<string, TStoredFlag>> } | null = null;
  private bus: InvalidationBus | null = null;

  constructor(
    private readonly db: Db,
    private readonly cacheMs = FLAG_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every flag that has overrides, from the cache when it is younger than cacheMs. */
  async load(): Promise<Map<string, TStoredFlag>> {
    // Notifications may be missed while the listener reconnects: read the table each time until it is back.
    if (this.bus && !this.bus.live) return this.read();
    if (!this.cached || this.now() - this.cached.at >= this.cacheMs) {
      const flags = this.read();
      this.cached = { at: this.now(), flags };
      // A failed read is not kept: the next evaluation tries again.
      flags.catch(() => {
        if (this.cached?.flags === flags) this.cached = null;
      });
    }
    return this.cached.flags;
  }

  /** Forgets the cache, so the next evaluation reads the table. */
  invalidate(): void {
    this.cached = null;
  }

  /** Drops the cache on every 'flags' notification (migration 0030's trigger) and whenever the bus may have missed one. */
  followInvalidations(bus: InvalidationBus): void {
    this.bus = bus;
    bus.subscribe({ message: (payload) => payload === 'flags' && this.invalidate(), reset: () => this.invalidate() });
  }

  /** Every row, by flag id. */
  async rows(): Promise<TFlagRow[]> {
    const rows = await this.db.select().from(featureFlags).orderBy(featureFlags.flagId);
    return rows.map((row) => ({ flagId: row.flagId, overrides: ZFlagOverrides.catch([]).parse(row.rules), updatedAt: row.updatedAt, updatedBy: row.updatedBy }));
  }

  /** Adds (or replaces, for the same plans and emails) one override of a flag. */
  async setOverride(flagId: string, override: TFlagOverride, updatedBy: string): Promise<TFlagOverride[]> {
    return this.change(flagId, updatedBy, (overrides) => withOverride(overrides, override));
  }

  /** Replaces every override of a flag (the admin page's save); an empty list removes them. */
  async replaceOverrides(flagId: string, overrides: TFlagOverride[], updatedBy: string): Promise<TFlagOverride[]> {
    return this.change(flagId, updatedBy, () => overrides);
  }

  /** Removes one override (targets given) or every override of a flag (none given); true when something went. */
  async unsetOverride(flagId: string, updatedBy: string, targets?: Omit<TFlagOverride, 'value'>): Promise<boolean> {
    let removed = false;
    await this.change(flagId, updatedBy, (overrides) => {
      const kept = targets ? withoutOverride(overrides, targets) : [];
      removed = kept.length < overrides.length;
      return kept;
    });
    return removed;
  }

  /** Edits a flag's overrides in one transaction with its audit entry; `updatedBy` is also the entry's actor. */
  private async change(flagId: string, updatedBy: string, edit: (overrides: TFlagOverride[]) => TFlagOverride[]): Promise<TFlagOverride[]> {
    const next = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(featureFlags).where(eq(featureFlags.flagId, flagId)).for('update');
      const before = row ? ZFlagOverrides.catch([]).parse(row.rules) : [];
      const overrides = edit(before);
      // The audit log (issue 22) gets every real change, in this transaction; a no-op writes nothing.
      if (JSON.stringify(before) !== JSON.stringify(overrides)) {
        await writeAuditEntry(tx, { actor: updatedBy, action: 'flag.set', subject: flagId, before: { overrides: before }, after: { overrides } });
      }
      if (overrides.length === 0) {
        await tx.delete(featureFlags).where(eq(featureFlags.flagId, flagId));
      } else {
        await tx
          .insert(featureFlags)
          .values({ flagId, rules: overrides, updatedBy })
          .onConflictDoUpdate({ target: featureFlags.flagId, set: { rules: overrides, updatedBy, updatedAt: new Date() } });
      }
      return overrides;
    });
    this.invalidate();
    return next;
  }

  private async read(): Promise<Map<string, TStoredFlag>> {
    const rows = await this.db.select({ flagId: featureFlags.flagId, rules: featureFlags.rules }).from(featureFlags);
    return new Map(
      rows.map((row): [string, TStoredFlag] => {
        const parsed = ZFlagOverrides.safeParse(row.rules);
        return [row.flagId, parsed.success ? { ok: true, overrides: parsed.data } : { ok: false, problem: parsed.error.message }];
      }),
    );
  }
}
