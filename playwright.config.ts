import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromiumPath';

const APP_PORT = 3100;
const MAINTENANCE_PORT = 3101;

/** The built app served by the real server on in-memory PGlite, one instance in normal mode and one in maintenance. */
const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT: '200',
  ...extra,
});

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      env: serverEnv(APP_PORT, {
        ANNOUNCEMENT_TEXT: 'Longform 4 replaces this edition on',
        ANNOUNCEMENT_DATE: '2026-12-31',
        ANNOUNCEMENT_LINK: 'https://example.com/longform-4',
        ADMIN_EMAILS: 'admin-e2e@example.com',
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${MAINTENANCE_PORT}/api/health`,
      env: serverEnv(MAINTENANCE_PORT, { DOWNTIME_UNTIL: '2099-01-01T12:00:00Z' }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
