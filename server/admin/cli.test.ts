import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';
import { supportMessages, supportThreads } from '../db/schema/support';

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
    expect(listed.stdout).toMatch(
      /^EMAIL\s+NAME\s+PLAN\s+CREDITS USED\/LIMIT\s+RUNS LEFT \(\+ADDED\)\s+EXPIRY\nada@example.com\s+Ada Lovelace\s+5-day-trial-plan\s+0\.0\/200\.0\s+autoblog_workflow 0, content_optimization 0\s+-\n$/,
    );

    const set = await admin('set-plan', 'ada@example.com', 'pro_monthly_usd');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('ada@example.com is now on Legacy Pro (USD), monthly (pro_monthly_usd)');
    expect((await admin('list-users', 'LOVELACE')).stdout).toMatch(/ada@example.com\s+Ada Lovelace\s+pro_monthly_usd\s+0\.0\/1000\.0\s+autoblog_workflow \d+, content_optimization \d+\s+\d{4}-/);

    const unknown = await admin('add-credits', 'nobody@example.com', '5');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email "nobody@example.com".');
  }, 90_000);

  it('extends the expiry and lists the audit log with every change it made, as cli', async () => {
    const extended = await admin('extend-expiry', 'ada@example.com', '10');
    expect(extended.stderr).toBe('');
    expect(extended.code).toBe(0);
    expect(extended.stdout).toMatch(/^Extended ada@example.com by 10 day\(s\); the plan now ends on \d{4}-\d{2}-\d{2}\.\n$/);
    const logged = await admin('audit-log', 'ada@example.com');
    expect(logged.code).toBe(0);
    const lines = logged.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2} [\d:]{8}  cli  expiry.extend  ada@example.com$/);
    expect(lines).toContainEqual(expect.stringMatching(/  cli  plan.set  ada@example.com$/));
    expect(lines).toContain('    plan_name: 5-day-trial-plan → pro_monthly_usd');
    expect(lines.at(-1)).toMatch(/^Page 1 of 1 \(\d+ entries, newest first\)\.$/);
    const usage = await admin('audit-log', '--page', 'x');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--page takes a page number from 1, got "x".');
  }, 60_000);

  it('prints the usage for an unknown command or missing arguments, exit code 2', async () => {
    const unknown = await admin('refund');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "refund".');
    expect(unknown.stderr).toContain('npm run admin -- set-plan <email> <plan_id>');
    const missing = await admin('add-credits', 'ada@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('add-credits takes 2 argument(s): add-credits <email> <amount>');
    expect(missing.stderr).toContain('npm run admin -- extend-expiry <email> <days>');
    expect(missing.stderr).toContain('npm run admin -- audit-log [<email or flag id>] [--page <n>]');
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
    const logged = (await admin('audit-log', 'repurpose')).stdout.split('\n');
    expect(logged.filter((line) => /  cli  flag.set  repurpose$/.test(line))).toHaveLength(2);
    // jsonb keeps object keys in its own order (shorter first, then alphabetical).
    expect(logged).toContain('    overrides: [] → [{"plans":["pro_monthly_usd"],"value":false}]');
  }, 90_000);

  it('answers a support thread: stored as cli, the person\'s email queued for the server to send', async () => {
    const seeded = await openDatabase({ dataDir });
    const [thread] = await seeded.db.insert(supportThreads).values({ userId: 'admin-cli-user' }).returning();
    await seeded.db.insert(supportMessages).values({ threadId: thread!.id, fromAdmin: false, authorEmail: 'ada@example.com', body: 'Where is my invoice?' });
    await seeded.close();

    // No server has opened this database: the command creates the mail queue itself.
    const replied = await admin('support-reply', 'ada@example.com', 'It is under Account → Profile.');
    expect(replied.stderr).toBe('');
    expect(replied.code).toBe(0);
    expect(replied.stdout).toContain('Answered ada@example.com (they see it from "Support")');
    const read = await admin('support-thread', 'ada@example.com');
    expect(read.code).toBe(0);
    expect(read.stdout).toMatch(/  ada@example.com\n {4}Where is my invoice\?\n[\d: -]+  cli \(support\)\n {4}It is under Account → Profile\.\n/);

    const database = await openDatabase({ dataDir });
    try {
      const queued = await database.query<{ to: string; subject: string }>('queued-mail', "select data->>'to' as to, data->>'subject' as subject from pgboss.job where name = 'mail'", []);
      expect(queued).toEqual([{ to: 'ada@example.com', subject: 'Longform support answered you' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

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
