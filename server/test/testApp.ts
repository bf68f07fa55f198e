import crypto from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../app';
import type { TApp, TContext } from '../context';
import { POSTGRES_TEMPLATE_VARIABLE, readPgliteSnapshot } from './databaseTemplates';
import { parseEnv, readTestDatabaseServerUrl, type TEnvInput } from '../env';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A database of its own on the test PostgreSQL server, dropped when the app closes: empty, or a copy
 * of `template` (the suite's migrated template, see databaseTemplates.ts).
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `longform_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/**
 * A whole server for one test file: in-memory PGlite, or a scratch database on the PostgreSQL
 * server CI names in TEST_DATABASE_URL. Close it in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof TEnvInput, string>> = {},
  /** `embedded`: in-memory PGlite even when the suite runs on PostgreSQL (tests of what only it has here, e.g. pgvector). */
  options: { embedded?: boolean; userCaches?: boolean } = {},
): Promise<{
  app: TApp;
  ctx: TContext;
  close: () => Promise<void>;
}> {
  const serverUrl = options.embedded ? undefined : readTestDatabaseServerUrl();
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, process.env[POSTGRES_TEMPLATE_VARIABLE]) : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    APP_URL: TEST_ORIGIN,
    WEB_DIST_DIR: './test-no-dist',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...overrides,
  });
  // The session and user-details caches (issue 23): on PGlite a notification is delivered with the write
  // itself, so every test runs with them; on PostgreSQL it arrives a moment later, and many tests write
  // rows directly and read at once, so they are off there unless a test asks (userCaches: true).
  const { app, ctx } = await buildApp(env, { pgliteSnapshot: scratch ? undefined : readPgliteSnapshot(), userCaches: options.userCaches ?? !scratch });
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}
