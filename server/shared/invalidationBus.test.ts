import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../db/database';
import { featureFlags } from '../db/schema';
import { FlagStore } from '../flags/flagStore';
import { readTestDatabaseServerUrl } from '../env';
import { POSTGRES_TEMPLATE_VARIABLE, readPgliteSnapshot } from '../test/databaseTemplates';
import { createScratchDatabase } from '../test/testApp';
import { InvalidationBus, openInvalidationBus } from './invalidationBus';

const logger = pino({ level: 'silent' });

/** Waits (polling) until `check` holds; the bus delivers asynchronously on PostgreSQL. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Records what a subscriber of the bus is told. */
function record(bus: InvalidationBus) {
  const seen = { messages: [] as string[], resets: 0 };
  bus.subscribe({ message: (payload) => seen.messages.push(payload), reset: () => seen.resets++ });
  return seen;
}

const engines: { name: string; open: () => Promise<{ database: TDatabase; drop: () => Promise<void> }> }[] = [
  { name: 'PGlite', open: async () => ({ database: await openDatabase({ dataDir: 'memory://', pgliteSnapshot: readPgliteSnapshot() }), drop: async () => {} }) },
];
const serverUrl = readTestDatabaseServerUrl();
if (serverUrl) {
  engines.push({
    name: 'PostgreSQL',
    open: async () => {
      const scratch = await createScratchDatabase(serverUrl, process.env[POSTGRES_TEMPLATE_VARIABLE]);
      return { database: await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolMax: 3 }), drop: scratch.drop };
    },
  });
}

describe.each(engines)('the invalidation bus on $name', ({ name, open }) => {
  let database: TDatabase;
  let drop: () => Promise<void>;
  let bus: InvalidationBus;
  beforeAll(async () => {
    ({ database, drop } = await open());
    bus = await openInvalidationBus(database, logger, { heartbeatMs: 200 });
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
    await drop();
  });

  it('is live, hears a committed flag change, and nothing of a rolled-back one', async () => {
    expect(bus.live).toBe(true);
    const seen = record(bus);
    await database.db
      .transaction(async (tx) => {
        await tx.insert(featureFlags).values({ flagId: 'docs', rules: [{ value: false }], updatedBy: 'test' });
        tx.rollback();
      })
      .catch(() => {});
    await database.db.insert(featureFlags).values({ flagId: 'assets', rules: [{ value: false }], updatedBy: 'test' });
    await eventually(() => seen.messages.length > 0, 'the committed insert is heard');
    // The fence: notifications arrive in commit order, so once this one is here the rolled-back write had its chance.
    await database.db.execute(sql`select pg_notify('longform_cache', 'fence')`);
    await eventually(() => seen.messages.includes('fence'), 'the fence is heard');
    expect(seen.messages).toEqual(['flags', 'fence']);
  });

  it('makes a FlagStore drop its 4-hour cache on a change written elsewhere (the admin CLI, hand SQL)', async () => {
    const store = new FlagStore(database.db);
    store.followInvalidations(bus);
    expect((await store.load()).has('files-limit')).toBe(false);
    await database.db.insert(featureFlags).values({ flagId: 'files-limit', rules: [{ value: 9 }], updatedBy: 'hand' });
    const deadline = Date.now() + 10_000;
    while (!(await store.load()).has('files-limit')) {
      if (Date.now() > deadline) throw new Error('the store kept its cache');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await database.db.delete(featureFlags);
  });

  it('a FlagStore reads the table on every load while the bus is not live (missed notifications cannot leave it stale)', async () => {
    const offline = new InvalidationBus();
    const store = new FlagStore(database.db);
    store.followInvalidations(offline);
    expect((await store.load()).has('docs')).toBe(false);
    await database.db.insert(featureFlags).values({ flagId: 'docs', rules: [{ value: true }], updatedBy: 'hand' });
    expect((await store.load()).has('docs')).toBe(true);
    await database.db.delete(featureFlags);
  });

  it.runIf(name === 'PostgreSQL')('reports a lost listener at once, reads through meanwhile, and comes back live after a reset', async () => {
    const seen = record(bus);
    const store = new FlagStore(database.db);
    store.followInvalidations(bus);
    await store.load();
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'longform-cache-listener' and datname = current_database()`);
    await eventually(() => !bus.live, 'the loss is noticed');
    expect(seen.resets).toBeGreaterThanOrEqual(1);
    await eventually(() => bus.live, 'the listener reconnects');
    expect(seen.resets).toBeGreaterThanOrEqual(2);
    await database.db.insert(featureFlags).values({ flagId: 'docs', rules: [{ value: true }], updatedBy: 'hand' });
    await eventually(() => seen.messages.includes('flags'), 'notifications flow again');
    expect((await store.load()).has('docs')).toBe(true);
    seen.messages.length = 0;
    await database.db.delete(featureFlags);
    await eventually(() => seen.messages.includes('flags'), 'notifications flow again');
    expect((await store.load()).has('docs')).toBe(false);
  });
});
