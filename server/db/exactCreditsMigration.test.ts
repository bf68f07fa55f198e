import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { eq, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestDatabaseServerUrl } from '../env';
import { createScratchDatabase } from '../test/testApp';
import type { Db } from './database';
import { rowsOf } from './rows';
import { teams, usageEvents, users } from './schema';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const EXACT_CREDITS = '0015_exact_credits';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A copy of the migration history that stops just before `tag`: the database as it was before it. */
function historyBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-migrations-'));
  folders.push(folder);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

type TEngine = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

async function pglite(): Promise<TEngine> {
  const client = await PGlite.create('memory://', { extensions: { vector } });
  const db = drizzlePglite({ client });
  return { db: db as unknown as Db, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }), close: () => client.close() };
}

async function postgres(serverUrl: string): Promise<TEngine> {
  const scratch = await createScratchDatabase(serverUrl);
  const pool = new Pool({ connectionString: scratch.url });
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

const serverUrl = readTestDatabaseServerUrl();
const engines: [string, () => Promise<TEngine>][] = [['PGlite', pglite]];
if (serverUrl) engines.push(['PostgreSQL', () => postgres(serverUrl)]);

describe.each(engines)('migration %s: credits become exact tenths', (_name, open) => {
  it('turns double precision drift (1.7000000000000002) into exactly 1.7, in every credit column', async () => {
    const engine = await open();
    try {
      await engine.migrate(historyBefore(EXACT_CREDITS));
      // As two charges of 0.8 and 0.9 left them in double precision, and other drifted sums.
      await engine.db.execute(sql`
        insert into users (id, name, email, credit_limit, credits_used, additional_credits)
        values ('drifted', 'Drift', 'drift@example.com', 200, 0.8::float8 + 0.9::float8, 0.1::float8 + 0.2::float8)`);
      await engine.db.execute(sql`
        insert into teams (id, admin_id, credit_limit, credits_used, additional_credits)
        values ('00000000-0000-4000-8000-000000000015', 'drifted', 1000.1::float8, 0.1::float8 * 3, 0.05::float8)`);
      await engine.db.execute(sql`
        insert into usage_events (user_id, feature, words, credits) values ('drifted', 'factgpt', 170, 0.8::float8 + 0.9::float8)`);
      const [before] = rowsOf<{ used: number }>(await engine.db.execute(sql`select credits_used as used from users where id = 'drifted'`));
      expect(before!.used).toBe(1.7000000000000002);

      await engine.migrate(MIGRATIONS);

      const [user] = rowsOf<Record<string, string>>(
        await engine.db.execute(sql`select credit_limit::text as l, credits_used::text as u, additional_credits::text as a from users where id = 'drifted'`),
      );
      expect(user).toEqual({ l: '200.0', u: '1.7', a: '0.3' });
      const [team] = rowsOf<Record<string, string>>(
        await engine.db.execute(sql`select credit_limit::text as l, credits_used::text as u, additional_credits::text as a from teams`),
      );
      // 0.05 rounds half away from zero, to the tenth.
      expect(team).toEqual({ l: '1000.1', u: '0.3', a: '0.1' });
      const [event] = rowsOf<{ c: string }>(await engine.db.execute(sql`select credits::text as c from usage_events`));
      expect(event!.c).toBe('1.7');

      // Read through the schema's credits column: the number is exactly 1.7, and sums stay exact.
      const [row] = await engine.db.select({ used: users.creditsUsed, extra: users.additionalCredits }).from(users).where(eq(users.id, 'drifted'));
      expect(row).toEqual({ used: 1.7, extra: 0.3 });
      await engine.db.update(users).set({ creditsUsed: sql`${users.creditsUsed} + 0.1 + 0.2` }).where(eq(users.id, 'drifted'));
      const [after] = await engine.db.select({ used: users.creditsUsed }).from(users).where(eq(users.id, 'drifted'));
      expect(after!.used).toBe(2);
      const [ledger] = await engine.db.select({ credits: usageEvents.credits }).from(usageEvents);
      expect(ledger!.credits).toBe(1.7);
      const [pool] = await engine.db.select({ used: teams.creditsUsed }).from(teams);
      expect(pool!.used).toBe(0.3);
      // Anything finer than a tenth is refused on the way in, not rounded by the column.
      await expect(engine.db.update(users).set({ creditsUsed: 0.05 }).where(eq(users.id, 'drifted'))).rejects.toThrow(/tenths/);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
