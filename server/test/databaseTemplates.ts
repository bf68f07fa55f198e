import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { openDatabase } from '../db/database';

/**
 * Every test app used to run initdb and all migrations (3–5 s on in-memory PGlite, about 1 s on
 * PostgreSQL). The suite's global setup migrates one database per schema version instead: a PGlite
 * dump each test app loads, or a PostgreSQL template each scratch database is copied from.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, '..', 'db', 'migrations');
const cacheFolder = path.join(here, '..', '..', 'node_modules', '.cache', 'longform-tests');

/** Where global setup leaves the PGlite dump and the template's name for the test processes. */
export const PGLITE_SNAPSHOT_VARIABLE = 'LONGFORM_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_VARIABLE = 'LONGFORM_TEST_POSTGRES_TEMPLATE';

/** Changes with any migration and with the PGlite build, so a stale dump is never loaded. */
function schemaVersion(): string {
  const hash = crypto.createHash('sha256');
  const pglite = JSON.parse(fs.readFileSync(path.join(here, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a freshly migrated in-memory PGlite, made once per schema version; returns its path. */
export async function preparePgliteSnapshot(): Promise<string> {
  const file = path.join(cacheFolder, `pglite-${schemaVersion()}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    fs.mkdirSync(cacheFolder, { recursive: true });
    // Written aside then renamed: a run stopped halfway never leaves a partial dump behind.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Reads the dump global setup prepared, or nothing outside the suite (benches, scripts). */
export function readPgliteSnapshot(): Blob | undefined {
  const file = process.env[PGLITE_SNAPSHOT_VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

const withClient = async <T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A migrated database on the test server to copy scratch databases from; returns its name. */
export async function preparePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `longform_template_${schemaVersion()}`;
  const exists = await withClient(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  // Migrated under a temporary name, then renamed: a half-migrated template is never copied.
  const building = `${name}_${process.pid}`;
  await withClient(serverUrl, (client) => client.query(`create database ${building}`));
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await database.close();
  await withClient(serverUrl, (client) => client.query(`alter database ${building} rename to ${name}`));
  return name;
}
