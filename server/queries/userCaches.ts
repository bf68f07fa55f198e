import type { TSessionUser } from '../auth/sessionUser';
import type { TDatabase } from '../db/database';
import type { InvalidationBus } from '../shared/invalidationBus';
import { InvalidatedCache } from '../shared/invalidatedCache';
import { loadLiveSession, type TLiveSession } from './sessionUserLoader';
import { readUserDetails, userDetailsOf, type TStoredUserDetails, type TUserDetailsRow } from './userDetailsLoader';

/** Most sessions / records one server keeps (a few hundred bytes to a few KB each). */
const MAX_ENTRIES = 20_000;
/**
 * A safety net, not the mechanism: an entry is read again after this long even without a notification
 * (a write no trigger sees, such as TRUNCATE). Invalidation keeps entries correct before then.
 */
export const USER_CACHE_BACKSTOP_MS = 10 * 60 * 1_000;

type TStamped<T> = T & { cachedAt: number };

/** The UTC day of `at`, as PostgreSQL's `(now() at time zone 'utc')::date::text` writes it. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Sessions (token → person and teams) and user-details records (user id → stored record) kept in
 * memory for the hottest reads (issue 23). Correct across servers through the invalidation bus:
 * migration 0032's triggers notify 'u:<user id>' for every write to a table these reads join, and the
 * server that wrote also evicts at once (evictAfterWrite). A record is kept for the UTC day it was read
 * on, so daily credits turn over at midnight without a write.
 */
export class UserCaches {
  private readonly sessions: InvalidatedCache<string, TStamped<TLiveSession>>;
  private readonly details: InvalidatedCache<string, TStamped<TStoredUserDetails>>;

  constructor(
    private readonly database: TDatabase,
    bus: InvalidationBus,
    private readonly now: () => number = Date.now,
  ) {
    this.sessions = new InvalidatedCache(bus, MAX_ENTRIES);
    this.details = new InvalidatedCache(bus, MAX_ENTRIES);
    bus.subscribe({ message: (payload) => payload.startsWith('u:') && this.evictUser(payload.slice(2)), reset: () => {} });
  }

  /** The person of a live session token, or null (unknown or expired). */
  async sessionUser(token: string): Promise<TSessionUser | null> {
    const session = await this.sessions.read(
      token,
      async () => stamp(await loadLiveSession(this.database, token), this.now()),
      (cached) => cached.expiresAt > this.now() && this.young(cached),
    );
    return session && session.expiresAt > this.now() ? session.user : null;
  }

  /** The user-details row as of today, or null when the account does not exist. */
  async userDetails(userId: string): Promise<TUserDetailsRow | null> {
    const stored = await this.details.read(
      userId,
      async () => stamp(await readUserDetails(this.database, userId), this.now()),
      (cached) => cached.today === utcDay(this.now()) && this.young(cached),
    );
    return stored ? userDetailsOf(stored) : null;
  }

  /** Forgets the user's record and every session of theirs. */
  evictUser(userId: string): void {
    this.details.evict(userId);
    this.sessions.evictWhere((session) => session.user.id === userId);
  }

  /**
   * Read-your-writes on this server: after a request that may have written, the writer, the session
   * it used and everyone sharing a team with the writer are read again (other servers follow the
   * triggers' notifications within the bus's bound).
   */
  evictAfterWrite(token: string | null, sessionUser: TSessionUser | null): void {
    const writer = sessionUser ?? (token ? (this.sessions.peek(token)?.user ?? null) : null);
    if (token) this.sessions.evict(token);
    if (!writer) return;
    this.evictUser(writer.id);
    const teams = new Set(writer.teams.map((team) => team.id));
    if (teams.size === 0) return;
    this.details.evictWhere((stored) => stored.row.team_id !== null && teams.has(stored.row.team_id));
    this.sessions.evictWhere((session) => session.user.teams.some((team) => teams.has(team.id)));
  }

  private young(cached: { cachedAt: number }): boolean {
    return this.now() - cached.cachedAt < USER_CACHE_BACKSTOP_MS;
  }
}

function stamp<T extends object>(value: T | null, at: number): TStamped<T> | null {
  return value ? { ...value, cachedAt: at } : null;
}
