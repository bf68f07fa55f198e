import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromiumPath';

const APP_PORT = 3100;
const MAINTENANCE_PORT = 3101;
/** An installation that sells plans through Stripe Checkout, against the fake Stripe (server/test/stripeServer.ts). */
const BILLING_PORT = 3102;
const FAKE_STRIPE_PORT = 3190;
const FAKE_STRIPE_KEY = 'sk_test_longform_e2e';
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_longform_e2e';
/**
 * The fake OpenAI-compatible model (server/test/fakeProviders/run.ts). On the app server only gpt-4
 * runs on it (AI_MODEL_GPT_4); the default chat model (azure-gpt) stays on the offline engine, so e2e
 * sees both engines. Bring-your-own-key users' keys go to it too (OPENAI_BASE_URL).
 */
const FAKE_MODEL_PORT = 3191;
const FAKE_MODEL_URL = `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`;
/** The fake SearXNG (server/test/fakeProviders/searxng.ts), started with the fake model; web search of the billing installation. */
const FAKE_SEARCH_PORT = 3192;

/**
 * An installation with a mail server (the fake SMTP of server/test/fakeProviders/smtpMain.ts, its
 * inbox readable over HTTP): password reset by email, and trial credits that wait for a verified email.
 */
const MAIL_PORT = 3103;
const FAKE_SMTP_PORT = 3193;
const FAKE_INBOX_PORT = 3194;

/** The built app served by the real server on in-memory PGlite, one instance in normal mode and one in maintenance. */
const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT: '200',
  // Specs sign many accounts up from 127.0.0.1 (the limit is tested in server/routes/users/addUserRateLimit.test.ts).
  SIGN_UP_RATE_LIMIT: '100000',
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
        SUPPORT_URL: 'https://example.com/support-chat',
        OPENAI_COMPATIBLE_BASE_URL: FAKE_MODEL_URL,
        AI_MODEL_GPT_4: 'compatible:fake-model',
        OPENAI_BASE_URL: FAKE_MODEL_URL,
        AI_RETRIES: '0',
        // e2e/assets.spec.ts serves its pages from 127.0.0.1.
        FETCH_ALLOW_PRIVATE: 'true',
        CRAWL_HOST_INTERVAL_MS: '0',
        // e2e/publicFactgpt.spec.ts gives its visitor an address of its own (X-Forwarded-For), so the
        // per-address count of free public runs is not shared with other tests or a retry.
        TRUST_PROXY: 'loopback',
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
    {
      command: `tsx server/test/fakeProviders/run.ts --port ${FAKE_MODEL_PORT} --search-port ${FAKE_SEARCH_PORT}`,
      url: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx server/test/stripeServerMain.ts --port ${FAKE_STRIPE_PORT} --key ${FAKE_STRIPE_KEY} --webhook-url http://127.0.0.1:${BILLING_PORT}/api/billing/webhook --webhook-secret ${FAKE_STRIPE_WEBHOOK_SECRET}`,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${BILLING_PORT}/api/health`,
      env: serverEnv(BILLING_PORT, {
        // e2e/providerErrors.spec.ts buys the bring-your-own-key plan here: its users' keys go to the fake model.
        OPENAI_BASE_URL: FAKE_MODEL_URL,
        // e2e/webSearch.spec.ts: this installation searches the web through the fake SearXNG.
        SEARXNG_URL: `http://127.0.0.1:${FAKE_SEARCH_PORT}`,
        // e2e/optimizerSeo.spec.ts: the search results it scripts are pages served from 127.0.0.1.
        FETCH_ALLOW_PRIVATE: 'true',
        CRAWL_HOST_INTERVAL_MS: '0',
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `tsx server/test/fakeProviders/smtpMain.ts --port ${FAKE_SMTP_PORT} --http-port ${FAKE_INBOX_PORT}`,
      url: `http://127.0.0.1:${FAKE_INBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${MAIL_PORT}/api/health`,
      env: serverEnv(MAIL_PORT, { SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`, MAIL_FROM: 'Longform <no-reply@longform.test>' }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
