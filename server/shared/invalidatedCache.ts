import type { InvalidationBus } from './invalidationBus';

/**
 * An in-memory map kept correct by the invalidation bus: it serves only while the bus is live, drops
 * everything when the bus may have missed a notification, and never keeps a value read before an
 * eviction that raced it (the read may predate the write the eviction is for).
 */
export class InvalidatedCache<TKey, TValue> {
  private readonly entries = new Map<TKey, TValue>();
  /** Counts evictions: a read that saw it change while in flight is served but not kept. */
  private epoch = 0;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly maxEntries: number,
  ) {
    bus.subscribe({ message: () => {}, reset: () => this.clear() });
  }

  /** The cached value when `fresh` accepts it, else `load()`'s (kept unless an eviction raced it; null is never kept). */
  async read(key: TKey, load: () => Promise<TValue | null>, fresh: (value: TValue) => boolean = () => true): Promise<TValue | null> {
    if (!this.bus.live) return load();
    const cached = this.entries.get(key);
    if (cached !== undefined && fresh(cached)) return cached;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch && this.bus.live && value !== null) this.keep(key, value);
    return value;
  }

  /** The entry as it is, without loading (to know whose it was before evicting it). */
  peek(key: TKey): TValue | undefined {
    return this.entries.get(key);
  }

  evict(key: TKey): void {
    this.epoch++;
    this.entries.delete(key);
  }

  /** Drops every entry `matches` accepts. */
  evictWhere(matches: (value: TValue, key: TKey) => boolean): void {
    this.epoch++;
    for (const [key, value] of this.entries) if (matches(value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: TKey, value: TValue): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    // The oldest insertion goes first (a Map iterates in insertion order).
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as TKey);
  }
}
