import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-admin-'));

/** Runs the real CLI on the temporary data folder and collects what it prints. */
async function admin(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number, stdout, stderr };
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.db.insert(users).values({ id: 'admin-cli-user', name: 'Ada Lovelace', email: 'ada@example.com', planName: '5-day-trial-plan', creditLimit: 200 });
  await database.close();
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin (the real process on an embedded database)', () => {
  it('lists the accounts, sets a plan and refuses an unknown email with exit code 1', async () => {
    const listed = await admin('list-users');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^EMAIL\s+NAME\s+PLAN\s+CREDITS USED\/LIMIT\s+EXPIRY\nada@example.com\s+Ada Lovelace\s+5-day-trial-plan\s+0\.0\/200\.0\s+-\n$/);

    const set = await admin('set-plan', 'ada@example.com', 'pro_monthly_usd');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('ada@example.com is now on Legacy Pro (USD), monthly (pro_monthly_usd)');
    expect((await admin('list-users')).stdout).toMatch(/ada@example.com\s+Ada Lovelace\s+pro_monthly_usd\s+0\.0\/1000\.0\s+\d{4}-/);

    const unknown = await admin('add-credits', 'nobody@example.com', '5');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email "nobody@example.com".');
  }, 90_000);

  it('prints the usage for an unknown command or missing arguments, exit code 2', async () => {
    const unknown = await admin('refund');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "refund".');
    expect(unknown.stderr).toContain('npm run admin -- set-plan <email> <plan_id>');
    const missing = await admin('add-credits', 'ada@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('add-credits takes 2 argument(s): add-credits <email> <amount>');
  }, 60_000);

  it('sets, lists and unsets a flag override; bad options are wrong usage (exit code 2)', async () => {
    const set = await admin('flags', 'set', 'repurpose', 'false', '--plan', 'pro_monthly_usd');
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('repurpose is now false for plans pro_monthly_usd.');
    expect((await admin('flags', 'list')).stdout).toMatch(/\nrepurpose\s+boolean\s+plans pro_monthly_usd → false\n/);
    const usage = await admin('flags', 'set', 'repurpose', 'true', '--team', 'x');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Expected --plan <plan_id> or --email <email>, got "--team x".');
    const unset = await admin('flags', 'unset', 'repurpose');
    expect(unset.code).toBe(0);
    expect(unset.stdout).toContain('repurpose follows the plan table again.');
  }, 90_000);

  it('stops with the lock message while a server holds the embedded database', async () => {
    // This test process stands in for a running server: its process id is alive.
    fs.writeFileSync(path.join(dataDir, 'longform.pid'), String(process.pid));
    try {
      const locked = await admin('list-users');
      expect(locked.code).toBe(1);
      expect(locked.stdout).toBe('');
      expect(locked.stderr.trim()).toBe(
        `Another Longform server (process ${process.pid}) is using the embedded database in ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    } finally {
      fs.rmSync(path.join(dataDir, 'longform.pid'), { force: true });
    }
  }, 60_000);
});
