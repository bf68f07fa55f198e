import { z } from 'zod';

const ZList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
const optionalText = z.string().trim().min(1).optional();

/** Every setting of the server. Each line here has its twin in .env.example and the README. */
export const ZEnv = z.object({
  /** development | production | test; production hides stack traces and enables auth rate limits. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the API and the web app are served on. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface to listen on; 0.0.0.0 exposes the server to the network. */
  HOST: z.string().default('localhost'),
  /** The address people open in the browser; sign-in cookies and origin checks use it. */
  APP_URL: z.url().default('http://localhost:3000'),
  /** More origins allowed to call the API with cookies (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: ZList.default([]),
  /** PostgreSQL connection string; without it an embedded PostgreSQL (PGlite) runs under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  /** Folder for the embedded database and generated secrets; "memory://" keeps everything in memory. */
  DATA_DIR: z.string().default('./data'),
  /** Secret that signs sessions (32+ characters); generated into DATA_DIR when not set. */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** AES-256-GCM key (32 bytes, base64) for credentials at rest; generated into DATA_DIR when not set. */
  ENCRYPTION_KEY: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (44 characters)').optional(),
  /** RSA private key (PKCS#8 PEM, \n for newlines) browsers encrypt provider keys to; generated into DATA_DIR when not set. */
  TRANSPORT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  /** pino log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Slack-compatible incoming webhook that receives server errors and client error reports. */
  ERROR_WEBHOOK_URL: z.url().optional(),
  /** While this ISO time is in the future the app shows the maintenance page with it as return time. */
  DOWNTIME_UNTIL: z.iso.datetime({ offset: true }).optional(),
  /** Text of the closable announcement banner at the top of the app; no text, no banner. */
  ANNOUNCEMENT_TEXT: optionalText,
  /** Date shown in the announcement banner (free text, e.g. 2026-12-31). */
  ANNOUNCEMENT_DATE: optionalText,
  /** Link the announcement banner points to. */
  ANNOUNCEMENT_LINK: z.url().optional(),
  /** External thank-you page that /redirect sends the browser to. */
  REDIRECT_URL: z.url().optional(),
  /** Emails of automated accounts (comma-separated): they never see the what's-new dialog. */
  AUTOMATED_USER_EMAILS: ZList.default([]),
  /** Emails of the installation's administrators (comma-separated): they may change feature flags at /admin/flags. */
  ADMIN_EMAILS: ZList.default([]),
  /** Folder of the built web app that the server serves; build it with npm run build. */
  WEB_DIST_DIR: z.string().default('./dist'),
  /** Sign-in attempts allowed per address per minute (0 turns the limit off). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  /** Seconds to wait for requests in flight on shutdown before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(10),
});

export type TEnv = z.infer<typeof ZEnv>;
export type TEnvInput = z.input<typeof ZEnv>;

/** Parses settings; throws with every problem listed, one per line. */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZEnv.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The one reader of process.env: parses it at boot, prints every problem and exits on failure. */
export function readEnv(): TEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * Tests only: the PostgreSQL server the server suite runs against when CI sets DATABASE_URL; each
 * test app gets a database of its own on it. Unset means in-memory PGlite.
 */
export function readTestDatabaseServerUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}
