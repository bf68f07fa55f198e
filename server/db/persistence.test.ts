import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { buildUser, sessionCookie } from '../test/factories';
import { TEST_ORIGIN } from '../test/testApp';
import { openDatabase } from './database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'longform-persist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const envFor = () =>
  parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: TEST_ORIGIN, WEB_DIST_DIR: './test-no-dist' });

// The embedded database is what `npm start` uses with no settings, also when the rest of the suite runs on PostgreSQL.
describe('embedded database on disk', () => {
  it('keeps accounts, projects and the session secret across a restart', async () => {
    const first = await buildApp(envFor());
    const user = await buildUser(first.app, { email: 'keeper@example.com', project_name: 'Kept project' });
    await first.app.close();

    const second = await buildApp(envFor());
    try {
      const stillSignedIn = await second.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
      expect(stillSignedIn.statusCode).toBe(200);
      expect(stillSignedIn.json().projects).toEqual(user.projects);
      const signIn = await second.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: 'keeper@example.com', password: user.password },
      });
      expect(signIn.statusCode).toBe(200);
      expect(sessionCookie(signIn.headers['set-cookie'])).toMatch(/^better-auth\.session_token=/);
    } finally {
      await second.app.close();
    }
  });

  it('refuses to open a folder another live server holds, with a clear message', async () => {
    const holder = await openDatabase({ dataDir });
    fs.writeFileSync(path.join(dataDir, 'longform.pid'), String(process.ppid));
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Longform server .* DATA_DIR/);
    } finally {
      fs.writeFileSync(path.join(dataDir, 'longform.pid'), String(process.pid));
      await holder.close();
    }
  });
});
