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
  /** Most pooled connections one server opens to DATABASE_URL (pg-boss adds 4); keep instances × (this + 5) under PostgreSQL's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /**
   * Redis for what several servers on one database share live (rate-limit counters, co-editing,
   * cache invalidation), e.g. redis://127.0.0.1:6379. Set it on every instance when you run more than
   * one; it needs DATABASE_URL and the three secrets below set alike everywhere.
   */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Prefix of every Redis key and channel, so that several installations (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-" (at most 64)').default('longform:'),
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
  /** Slack-compatible incoming webhook that receives the feedback widget's messages; unset = feedback is stored for the admin page only. */
  FEEDBACK_WEBHOOK_URL: z.url().optional(),
  /** While this ISO time is in the future the app shows the maintenance page with it as return time. */
  DOWNTIME_UNTIL: z.iso.datetime({ offset: true }).optional(),
  /** Text of the closable announcement banner at the top of the app; no text, no banner. */
  ANNOUNCEMENT_TEXT: optionalText,
  /** Date shown in the announcement banner (free text, e.g. 2026-12-31). */
  ANNOUNCEMENT_DATE: optionalText,
  /** Link the announcement banner points to. */
  ANNOUNCEMENT_LINK: z.url().optional(),
  /** Community invite link (e.g. https://discord.gg/…) for the onboarding checklist's Discord step; unset = the step is left out. */
  DISCORD_URL: z.url().optional(),
  /** External thank-you page that /redirect sends the browser to. */
  REDIRECT_URL: z.url().optional(),
  /** Emails of automated accounts (comma-separated): they never see the what's-new dialog. */
  AUTOMATED_USER_EMAILS: ZList.default([]),
  /** Emails of the installation's administrators (comma-separated): they may change feature flags at /admin/flags. */
  ADMIN_EMAILS: ZList.default([]),
  /** Folder of the built web app that the server serves; build it with npm run build. */
  WEB_DIST_DIR: z.string().default('./dist'),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): false (default) for none,
   * true for any, or comma-separated addresses/CIDRs/keywords (loopback, uniquelocal) of your proxies.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => !/^\d+$/.test(value), 'a hop count is not supported (Fastify ignores it); give the proxy addresses, e.g. loopback or 10.0.0.0/8')
    .transform((value): boolean | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      return value.split(',').map((item) => item.trim()).filter(Boolean);
    })
    .default(false),
  /** A help-desk page the chat-support widget also links to, beside the thread with the administrators; optional. */
  SUPPORT_URL: z.url().optional(),
  /** Sign-in attempts allowed per address per minute (0 turns the limit off). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  /** Accounts one address may create per hour (0 turns the limit off); unset: 10, or off under NODE_ENV=test. */
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(0).optional(),
  /** Failed sign-ins one account (email) may have before each further attempt waits, doubling each time. */
  SIGN_IN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** The longest wait, in minutes, failed sign-ins can put on one account (the owner is never locked out longer). */
  SIGN_IN_ACCOUNT_MAX_WAIT_MINUTES: z.coerce.number().min(0.1).max(1_440).default(15),
  /** SMTP server that sends password-reset and verification mail, e.g. smtps://user:pass@smtp.example.com:465; unset = links go to the log. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** The From address of that mail, e.g. "Longform <no-reply@example.com>". */
  MAIL_FROM: z.string().trim().min(3).default('Longform <no-reply@localhost>'),
  /** With SMTP_URL a new account's trial credits always wait for a verified email; without it, true makes them wait too. */
  TRIAL_REQUIRES_VERIFIED_EMAIL: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Stripe secret key (sk_…); when set, Buy opens Stripe Checkout; without it an admin assigns plans. */
  STRIPE_SECRET_KEY: optionalText,
  /** Signing secret of the Stripe webhook endpoint (whsec_…) that POST /api/billing/webhook checks. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another base URL for the Stripe API (for tests and proxies), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url().optional(),
  /** OpenAI API key: makes the gpt-* model names use OpenAI (docs/decisions.md "AI engine"). */
  OPENAI_API_KEY: optionalText,
  /** Another address for the OpenAI API (a proxy); bring-your-own-key users' keys are sent here too. */
  OPENAI_BASE_URL: z.url().optional(),
  /** Anthropic API key: makes claude and claude-3-opus use Anthropic. */
  ANTHROPIC_API_KEY: optionalText,
  /** Another address for the Anthropic API (a proxy). */
  ANTHROPIC_BASE_URL: z.url().optional(),
  /** Azure OpenAI API key: makes azure-gpt use your Azure deployment. */
  AZURE_OPENAI_API_KEY: optionalText,
  /** Azure OpenAI resource name (https://<name>.openai.azure.com); or set AZURE_OPENAI_BASE_URL. */
  AZURE_OPENAI_RESOURCE_NAME: optionalText,
  /** Full Azure OpenAI address instead of the resource name, e.g. https://x.openai.azure.com/openai/v1. */
  AZURE_OPENAI_BASE_URL: z.url().optional(),
  /** The Azure deployment azure-gpt runs on. */
  AZURE_OPENAI_DEPLOYMENT: optionalText,
  /** Azure OpenAI API version (the SDK's default, v1, when not set). */
  AZURE_OPENAI_API_VERSION: optionalText,
  /** Any OpenAI-compatible server (Ollama, vLLM, LM Studio, llama.cpp), e.g. http://localhost:11434/v1. */
  OPENAI_COMPATIBLE_BASE_URL: z.url().optional(),
  /** API key for that server, if it wants one. */
  OPENAI_COMPATIBLE_API_KEY: optionalText,
  /** The model on that server every model name uses unless an AI_MODEL_* says otherwise, e.g. llama3.1:8b. */
  OPENAI_COMPATIBLE_MODEL: optionalText,
  /** Where gpt-4 runs: "<provider>:<model>" (openai, anthropic, azure, compatible) or "offline". */
  AI_MODEL_GPT_4: optionalText,
  /** Where gpt-4-turbo runs (same form as AI_MODEL_GPT_4). */
  AI_MODEL_GPT_4_TURBO: optionalText,
  /** Where gpt-3.5-turbo-16k runs (same form). */
  AI_MODEL_GPT_35_TURBO_16K: optionalText,
  /** Where claude-3-opus runs (same form). */
  AI_MODEL_CLAUDE_3_OPUS: optionalText,
  /** Where azure-gpt, the default chat model, runs (same form). */
  AI_MODEL_AZURE_GPT: optionalText,
  /** Where claude, a default workflow model, runs (same form). */
  AI_MODEL_CLAUDE: optionalText,
  /** Embedding model for hybrid asset search: "<provider>:<model>" (openai, azure, compatible); unset = full-text only. */
  AI_EMBEDDING_MODEL: optionalText,
  /** Seconds to wait for a model's first token (and between tokens) before the call counts as failed. */
  AI_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
  /** Extra attempts for the installation's own model when it fails before its first token (0 = none). */
  AI_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** SearXNG server whose JSON API serp mode searches, e.g. http://localhost:8888 (format=json enabled). */
  SEARXNG_URL: z.url().optional(),
  /** Brave Search API key (used when SEARXNG_URL is not set). */
  BRAVE_SEARCH_API_KEY: optionalText,
  /** Another address for the Brave Search API (tests, proxies). */
  BRAVE_SEARCH_URL: z.url().default('https://api.search.brave.com/res/v1/web/search'),
  /** Medium's API (publishing); tests point it at a local server that speaks the same protocol. */
  MEDIUM_API_URL: z.url().default('https://api.medium.com/v1'),
  /** HubSpot app (OAuth) for publishing to HubSpot blogs; unset: HubSpot cannot be connected. Redirect URL: APP_URL/integrations/hubspot. */
  HUBSPOT_CLIENT_ID: optionalText,
  HUBSPOT_CLIENT_SECRET: optionalText,
  /** HubSpot's sign-in page and API (tests point them at a local server). */
  HUBSPOT_AUTHORIZE_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
  HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
  /** Webflow app (OAuth); without it Webflow connects with a site token. Redirect URL: APP_URL/integrations/webflow. */
  WEBFLOW_CLIENT_ID: optionalText,
  WEBFLOW_CLIENT_SECRET: optionalText,
  WEBFLOW_AUTHORIZE_URL: z.url().default('https://webflow.com/oauth/authorize'),
  WEBFLOW_API_URL: z.url().default('https://api.webflow.com'),
  /** Google OAuth client for Google Docs, Drive and Search Console; redirect URLs: APP_URL/integrations/googledocs, …/googledrive, …/googlesearchconsole. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Root of Google's APIs (Drive upload, Docs, Search Console), e.g. https://www.googleapis.com/. */
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com/'),
  /** Attempts of a publish after the first when the target answers 429/5xx or cannot be reached (with backoff). */
  PUBLISH_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  /** Seconds before the first retry of a publish; doubled on each next one. */
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().min(0).max(3_600).default(30),
  /** Copyscape Premium API username: with COPYSCAPE_API_KEY, plagiarism checks also search Copyscape's index (each search is billed by Copyscape). */
  COPYSCAPE_USERNAME: optionalText,
  /** Copyscape Premium API key. */
  COPYSCAPE_API_KEY: optionalText,
  /** Another address for the Copyscape API (tests, proxies). */
  COPYSCAPE_URL: z.url().default('https://www.copyscape.com/api/'),
  /** Largest file one asset upload may carry, in MB; bigger files are refused with a message. */
  ASSET_UPLOAD_MAX_MB: z.coerce.number().min(0.001).max(500).default(25),
  /** Uploaded files over this many MB are kept (UPLOADS_DIR or S3_BUCKET) and read by a background job. */
  ASSET_UPLOAD_JOB_MB: z.coerce.number().min(0).max(500).default(4),
  /** Folder large uploads are kept in (default DATA_DIR/uploads); with several servers, one folder they all mount. */
  UPLOADS_DIR: optionalText,
  /** S3 bucket (AWS or S3-compatible) large uploads are kept in, under uploads/; set, it replaces UPLOADS_DIR. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, "." or "-")').optional(),
  /** Address of an S3-compatible store (MinIO, R2, …); unset means AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  /** Region of the bucket. */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Access key of the bucket; unset, the AWS SDK's own credential chain is used (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  /** Secret key that goes with S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: optionalText,
  /** true puts the bucket in the path (http://host/bucket/key), as most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Most bytes reading one file may really inflate (DOCX entries, PDF streams), in MB; past it the file is refused. */
  EXTRACT_MAX_INFLATED_MB: z.coerce.number().min(0.001).max(4_096).default(200),
  /** Seconds reading one file may take in its worker thread before it is stopped and the file refused. */
  EXTRACT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3_600).default(60),
  /** Most characters of text kept from one file; the rest is cut and the asset says so. */
  EXTRACT_MAX_TEXT_CHARS: z.coerce.number().int().min(1).max(100_000_000).default(5_000_000),
  /** Largest page, sitemap or robots.txt the server downloads for assets, in MB. */
  FETCH_MAX_MB: z.coerce.number().min(0.001).max(100).default(10),
  /** Seconds one outbound fetch (redirects included) may take. */
  FETCH_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(20),
  /** true lets asset fetches reach loopback and private addresses (tests, intranet installs only). */
  FETCH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Most pages one domain asset reads (from its sitemap, or by crawling when it has none). */
  CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(5_000).default(50),
  /** Milliseconds between two requests to the same site while crawling (robots.txt Crawl-delay can raise it). */
  CRAWL_HOST_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** AutoBlog articles one server process writes at once (each person has at most 2 at once across the installation). */
  AUTOBLOG_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /** Seconds between two checks for jobs of a server that died (missed heartbeats); with JOB_HEARTBEAT_SECONDS it bounds the takeover. */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Seconds a running job may go without its server's heartbeat before another server retries it. */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3_600).default(30),
  /** false: this server runs no background jobs (it serves requests only); another instance must run them. */
  JOB_WORKERS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** Seconds to wait for requests in flight on shutdown before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(10),
}).superRefine((env, context) => {
  // A key without its secret is a mistake, not a request for the SDK's default credentials.
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
  // Several servers (REDIS_URL) must agree on one database and on the secrets: one generated per
  // server would make a cookie from one invalid on the next, and credentials sealed by one unreadable.
  if (!env.REDIS_URL) return;
  const missing = (['DATABASE_URL', 'BETTER_AUTH_SECRET', 'ENCRYPTION_KEY', 'TRANSPORT_PRIVATE_KEY'] as const).filter((key) => !env[key]);
  for (const key of missing) {
    context.addIssue({ code: 'custom', path: [key], message: 'is required with REDIS_URL (several servers): set the same value on every instance' });
  }
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
 * Tests only: the PostgreSQL server the server suite runs against when CI sets TEST_DATABASE_URL; each
 * test app gets a database of its own on it. Unset means in-memory PGlite. Not DATABASE_URL, which
 * the end-to-end servers started in the same run would take for their own database.
 */
export function readTestDatabaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Tests only: the Redis the several-instance suites share (CI sets TEST_REDIS_URL); each run keys
 * under a REDIS_KEY_PREFIX of its own. Unset means those suites are skipped.
 */
export function readTestRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}
