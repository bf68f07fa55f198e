import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { deleteRedisKeys } from '../server/test/redisKeys';
import { Client } from 'pg';
import { startApp, stopAll } from './ownInstallation';

/**
 * Two instances of the built app (issue 23) on one scratch PostgreSQL database and the test Redis,
 * on ports the spec owns, as a deployment behind a load balancer runs them: same secrets, same key
 * prefix. Needs TEST_DATABASE_URL and TEST_REDIS_URL (`severalInstancesConfigured`).
 */

export const severalInstancesConfigured = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

export type TTwoInstances = {
  origins: [string, string];
  /** Runs `npm run admin -- <args>` against the shared database. */
  admin: (args: string[]) => string;
  stop: () => Promise<void>;
};

export async function startTwoInstances(ports: [number, number]): Promise<TTwoInstances> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const redisUrl = process.env.TEST_REDIS_URL!;
  const name = `longform_e2e_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const prefix = `longform-e2e:${crypto.randomBytes(4).toString('hex')}:`;
  const origins = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const pem = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    TRUSTED_ORIGINS: origins.join(','),
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    TRANSPORT_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    stopAll(children);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await deleteRedisKeys(redisUrl, prefix);
  };
  try {
    // Both boot at once on the empty database, as a deployment's do.
    await Promise.all(ports.map(async (port) => children.push(await startApp(port, shared))));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origins,
    admin: (args) => execFileSync('node_modules/.bin/tsx', ['server/admin/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: shared.DATABASE_URL, DATA_DIR: 'memory://' }, encoding: 'utf8' }),
    stop,
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
