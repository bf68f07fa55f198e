import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAiEngine } from './ai/engine';
import { createAuth } from './auth/auth';
import { createCollaboration } from './collaboration/collaborationServer';
import { createStripeClient } from './billing/stripeClient';
import { resolveAuthSecret } from './auth/secret';
import { resolveKeyMaterial } from './crypto/keyMaterial';
import type { TApp, TContext } from './context';
import { openDatabase } from './db/database';
import { openSharedRedis } from './shared/redisConnection';
import { InvalidationBus, openInvalidationBus } from './shared/invalidationBus';
import type { TEnv } from './env';
import { ErrorReporter } from './errorReporter';
import { createMailer, workMail } from './mail/mailJobs';
import { createMailTransport } from './mail/mailTransport';
import { FlagService } from './flags/flagService';
import { createErrorHandler } from './middleware/errorHandler';
import { applySecurityHeaders, securityHeaders } from './middleware/securityHeaders';
import { trackInFlight } from './middleware/inFlight';
import { rateLimitStore } from './middleware/rateLimitStore';
import { createOriginCheck } from './middleware/originCheck';
import { trustedOriginList } from './auth/trustedOrigins';
import { createSessionLoader } from './middleware/session';
import { createWriteEviction } from './middleware/writeEviction';
import { UserCaches } from './queries/userCaches';
import { workAssetEmbeddings } from './queues/assetEmbedJobs';
import { workAssetFetches } from './queues/assetFetchJobs';
import { workSeoBriefs } from './queues/seoBriefJobs';
import { workFactChecks } from './queues/factCheckJobs';
import { workWorkflowResearch } from './queues/workflowResearchJobs';
import { workPublishing } from './queues/publishJobs';
import { workFeedbackDelivery } from './queues/feedbackDeliveryJobs';
import { integrationServices } from './integrations/integrationServices';
import { workAutoblogNotices } from './queues/autoblogNoticeJobs';
import { workAutoblogArticles } from './queues/autoblogJobs';
import { startJobQueue } from './queues/jobQueue';
import { crawlSettingsFor } from './retrieval/fetchPolicy';
import { closeUploadStore, openUploadStore, sweepStoredUploads, uploadSharingWarning } from './retrieval/storedUploads';
import { setupVectorIndex } from './retrieval/vectors/setupVectorIndex';
import { registerRoutes } from './routes';
import { recordRegisteredRoutes } from './openapi/registeredRoutes';
import { registerOpenApi } from './openapi/registerOpenApi';
import { mountAuth } from './routes/auth/mountAuth';
import { serveSpa } from './routes/spa/serveSpa';
import { CONNECT_MODEL_HINT } from './ai/offline/notice';

function loggerOptions(env: TEnv) {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Builds the whole server (database, auth, routes, web app) without listening. */
export async function buildApp(env: TEnv, options: { pgliteSnapshot?: Blob; userCaches?: boolean } = {}): Promise<{ app: TApp; ctx: TContext }> {
  const app = Fastify({ logger: loggerOptions(env), trustProxy: env.TRUST_PROXY, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  // Every route, for the OpenAPI coverage test (openapi/registeredRoutes.ts): first, so no scope escapes it.
  recordRegisteredRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSnapshot: options.pgliteSnapshot,
    poolMax: env.DATABASE_POOL_MAX,
    onConnectionError: (error) => app.log.warn({ err: error }, 'a pooled PostgreSQL connection was dropped'),
  });
  // Several servers on one database share live state through Redis; one process needs none.
  const redis = env.REDIS_URL ? await openSharedRedis({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, logger: app.log }) : null;
  // Caches (flags, sessions, user details) drop what a committed write changed, whoever wrote it (issue 23).
  const invalidations = await openInvalidationBus(database, app.log);
  const drained = trackInFlight(app);
  const jobs = await startJobQueue(database, app.log, { superviseSeconds: env.JOB_SUPERVISE_SECONDS, heartbeatSeconds: env.JOB_HEARTBEAT_SECONDS, workers: env.JOB_WORKERS });
  app.addHook('onClose', async () => {
    await drained(env.SHUTDOWN_GRACE_SECONDS * 1_000);
    await jobs.stop();
    await redis?.close();
    await invalidations.close();
    await database.close();
  });
  const secret = resolveAuthSecret({ configured: env.BETTER_AUTH_SECRET, dataDir: env.DATA_DIR });
  // Password-reset and verification mail leave from the job queue (SMTP_URL, or the log without it).
  const mailTransport = createMailTransport(env, app.log);
  app.addHook('onClose', () => mailTransport.close());
  await workMail(jobs, mailTransport, app.log);
  const auth = createAuth({ db: database.db, env, secret, logger: app.log, mailer: createMailer(jobs) });
  const reporter = new ErrorReporter(app.log, env.ERROR_WEBHOOK_URL);
  const keys = resolveKeyMaterial({ encryptionKey: env.ENCRYPTION_KEY, transportPrivateKey: env.TRANSPORT_PRIVATE_KEY, dataDir: env.DATA_DIR });
  const flags = await FlagService.create({ db: database.db, logger: app.log, invalidations });
  const stripe = createStripeClient(env);
  // Co-editing (Hocuspocus at /collaboration); closed before the database so open docs are written first.
  const collaboration = createCollaboration({ database, flags, cookieName: (await auth.$context).authCookies.sessionToken.name, secret, trustedOrigins: trustedOriginList(env), logger: app.log, redis });
  app.addHook('preClose', () => collaboration.close());
  // Tests on PostgreSQL that write rows directly and read at once turn it off (test/testApp.ts): a bus never live reads through.
  const userCaches = new UserCaches(database, options.userCaches === false ? new InvalidationBus() : invalidations);
  const ctx: TContext = { env, database, db: database.db, redis, invalidations, userCaches, auth, reporter, keys, flags, stripe, jobs, uploads: openUploadStore(env), ai: createAiEngine(env), collaboration, integrations: integrationServices(env) };
  app.addHook('onClose', () => closeUploadStore(ctx.uploads));
  // Users are told to ask their administrator (ai/noModelNotice.ts); the administrator reads how here.
  if (!ctx.ai.models.anyModelConfigured) app.log.warn(`No language model is configured: every model name runs on the offline engine. ${CONNECT_MODEL_HINT}`);
  const uploadWarning = uploadSharingWarning(env);
  if (uploadWarning) app.log.warn(uploadWarning);
  await sweepStoredUploads(database.db, ctx.uploads);
  await workAssetFetches(jobs, { db: database.db, crawl: crawlSettingsFor(env), uploads: ctx.uploads, logger: app.log });
  // Semantic SEO briefs read competitor pages with the same fetch limits, at their own per-host pace.
  const briefFetch = crawlSettingsFor(env);
  await workSeoBriefs(jobs, { db: database.db, webSearch: ctx.ai.webSearch, policy: briefFetch.policy, extract: ctx.uploads.limits, pacer: briefFetch.pacer, logger: app.log });
  // Fact checks read pages at their own per-host pace, with the same fetch limits.
  const checkFetch = crawlSettingsFor(env);
  await workFactChecks(jobs, {
    db: database.db,
    models: ctx.ai.models,
    encryptionKey: ctx.keys.encryptionKey,
    search: ctx.ai.webSearch,
    policy: checkFetch.policy,
    pacer: checkFetch.pacer,
    logger: app.log,
    idleTimeoutMs: ctx.ai.idleTimeoutMs,
    retries: ctx.ai.retries,
  });
  // AutoBlog articles: one job each, AUTOBLOG_CONCURRENCY at once in this process, two per person.
  // A workflow's draft is an AutoBlog article streamed into its doc's open editors; serp research reads pages at its own pace.
  const autoblogFetch = crawlSettingsFor(env);
  // A settled AutoBlog run tells its owner (email) and/or their webhook, once.
  await workAutoblogNotices(jobs, { db: database.db, policy: autoblogFetch.policy, mailer: createMailer(jobs), appUrl: env.APP_URL, logger: app.log });
  await workAutoblogArticles(
    jobs,
    { db: database.db, models: ctx.ai.models, encryptionKey: ctx.keys.encryptionKey, search: ctx.ai.webSearch, logger: app.log, idleTimeoutMs: ctx.ai.idleTimeoutMs, retries: ctx.ai.retries, liveDocument: collaboration.withLiveDocument, pages: { policy: autoblogFetch.policy, extract: ctx.uploads.limits, pacer: autoblogFetch.pacer, robots: new Map() } },
    env.AUTOBLOG_CONCURRENCY,
  );
  // Workflow research reads pages at its own per-host pace, with the same fetch limits.
  const researchFetch = crawlSettingsFor(env);
  await workWorkflowResearch(jobs, { db: database.db, search: ctx.ai.webSearch, policy: researchFetch.policy, extract: ctx.uploads.limits, pacer: researchFetch.pacer, logger: app.log });
  await workPublishing(jobs, { db: database.db, integrations: ctx.integrations, encryptionKey: keys.encryptionKey, logger: app.log });
  // Feedback widget messages go to the Slack-compatible FEEDBACK_WEBHOOK_URL, retried while it is away.
  await workFeedbackDelivery(jobs, { db: database.db, webhookUrl: env.FEEDBACK_WEBHOOK_URL, logger: app.log });
  // Hybrid search: only with an embedding model and pgvector; otherwise search is full-text.
  const vectors = await setupVectorIndex(database, ctx.ai.models.embedding, app.log);
  if (vectors) await workAssetEmbeddings(jobs, { db: database.db, index: vectors, logger: app.log });

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('apiTokenId', null);
  app.setErrorHandler(createErrorHandler(reporter));
  app.addHook('onRequest', applySecurityHeaders(securityHeaders(env)));
  await app.register(rateLimit, { global: false, ...rateLimitStore(redis) });
  // Cross-site writes are refused before the session is loaded or a body read.
  app.addHook('onRequest', createOriginCheck(env));
  app.addHook('onRequest', await createSessionLoader(auth, database, secret, userCaches));
  app.addHook('onSend', createWriteEviction(userCaches, (await auth.$context).authCookies.sessionToken.name, secret));

  // The OpenAPI document collects the routes registered after it (/api/openapi.json, /api/docs).
  await registerOpenApi(app, { appUrl: env.APP_URL, sessionCookieName: (await auth.$context).authCookies.sessionToken.name });
  await mountAuth(app, ctx);
  registerRoutes(app, ctx);
  await serveSpa(app, env.WEB_DIST_DIR);
  await app.ready();
  collaboration.attach(app.server);
  app.log.info({ database: database.kind }, 'database ready');
  return { app, ctx };
}
