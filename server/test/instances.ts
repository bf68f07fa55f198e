import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteRedisKeys } from './redisKeys';
import { openDatabase, type TDatabase } from '../db/database';
import { readTestDatabaseServerUrl, readTestRedisUrl } from '../env';
import { createScratchDatabase } from './testApp';

/**
 * Several real server processes (`node server/index.ts`) on one scratch PostgreSQL database and one
 * Redis, each on a port of its own: the proof that the same build scales out (issue 23). Suites skip
 * themselves unless CI gives both TEST_DATABASE_URL and TEST_REDIS_URL (`severalInstancesAvailable`).
 */

export const severalInstancesAvailable = Boolean(readTestDatabaseServerUrl() && readTestRedisUrl());

export type TInstance = {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM: a graceful stop; SIGKILL: the crash) and waits for the process to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export type TInstances = {
  instances: TInstance[];
  /** The shared database, opened in the test process to look at rows. */
  database: TDatabase;
  databaseUrl: string;
  /** The settings every instance got (with REDIS_KEY_PREFIX of this run), e.g. for the admin CLI. */
  sharedEnv: Record<string, string>;
  /** Starts one more instance on the same database and Redis (e.g. after a kill). */
  add: (name: string, env?: Record<string, string>) => Promise<TInstance>;
  close: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Secrets all instances share (a deployment sets them once for every instance). */
function sharedSecrets(): Record<string, string> {
  const pem = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    TRANSPORT_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
  };
}

async function waitUntilHealthy(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on ${origin} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server on ${origin} did not answer within ${timeoutMs / 1_000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `count` instances at once (they boot concurrently on the empty database, as a deployment's
 * do) with `env` on top of the shared settings; every instance trusts the others' origins, because a
 * browser's cookie for 127.0.0.1 goes to every port.
 */
export async function startInstances(count: number, env: Record<string, string> = {}): Promise<TInstances> {
  const serverUrl = readTestDatabaseServerUrl();
  const redisUrl = readTestRedisUrl();
  if (!serverUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed for several instances');
  const scratch = await createScratchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'longform-instances-'));
  const prefix = `longform-test:${crypto.randomBytes(4).toString('hex')}:`;
  const ports = await Promise.all(Array.from({ length: count + 2 }, freePort));
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const sharedEnv: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DATABASE_POOL_MAX: '6',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: dataDir,
    // One folder every instance reads, as a deployment mounts it (or S3; see uploadsAcrossInstances.test.ts).
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    WEB_DIST_DIR: './test-no-dist',
    ...sharedSecrets(),
    ...env,
    // Every instance's origin (with room for two later `add`s, e.g. a restart after a kill), and any the caller adds (a proxy's).
    TRUSTED_ORIGINS: [...origins, ...(env.TRUSTED_ORIGINS ? env.TRUSTED_ORIGINS.split(',') : [])].join(','),
  };
  const started: TInstance[] = [];
  let nextPort = 0;
  const add = async (name: string, own: Record<string, string> = {}): Promise<TInstance> => {
    const port = ports[nextPort++] ?? (await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...sharedEnv, PORT: String(port), APP_URL: env.APP_URL ?? origin, ...own },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const instance: TInstance = {
      name,
      port,
      origin,
      child,
      stop: async (signal = 'SIGTERM') => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      },
    };
    started.push(instance);
    await waitUntilHealthy(origin, child, 120_000);
    return instance;
  };
  const instances = await Promise.all(Array.from({ length: count }, (_, index) => add(String.fromCharCode(65 + index))));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolMax: 4 });
  return {
    instances,
    database,
    databaseUrl: scratch.url,
    sharedEnv,
    add,
    close: async () => {
      await Promise.all(started.map((instance) => instance.stop('SIGKILL')));
      await database.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
      await deleteRedisKeys(redisUrl, prefix);
    },
  };
}

/** A person signed up through `instance` (POST /api/add/user), with the session cookie it set. */
export async function signUpThrough(instance: TInstance, tag: string): Promise<{ email: string; password: string; userId: string; cookie: string }> {
  const email = `${tag}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery 7';
  const response = await fetch(`${instance.origin}/api/add/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.origin },
    body: JSON.stringify({ name: tag, email, password, project_name: `${tag}'s project` }),
  });
  if (response.status !== 201) throw new Error(`sign-up through ${instance.name}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { unique_id: string } };
  return { email, password, userId: body.user.unique_id, cookie: cookieHeader(response) };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A JSON call to `instance` with the person's cookie and the instance's own origin. */
export async function callThrough(instance: TInstance, cookie: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${instance.origin}${url}`, {
    method,
    headers: { cookie, origin: instance.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
