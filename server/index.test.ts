import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-boot-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(url: string, child: ReturnType<typeof spawn>) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

const start = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('server process', () => {
  it('boots on the embedded database, then shuts down cleanly on SIGTERM and frees the data folder', async () => {
    const child = start({ PORT: '3411' });
    await waitForHealth('http://127.0.0.1:3411/api/health', child);
    expect(fs.existsSync(path.join(dataDir, 'longform.pid'))).toBe(true);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'longform.pid'))).toBe(false);
  }, 90_000);

  it('stops at boot with every configuration problem listed', async () => {
    const child = start({ PORT: 'eighty', BETTER_AUTH_SECRET: 'short' });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:[\s\S]*PORT[\s\S]*BETTER_AUTH_SECRET/);
  }, 60_000);
});
