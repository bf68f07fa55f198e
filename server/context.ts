import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Stripe } from 'stripe';
import type { TAiEngine } from './ai/engine';
import type { TAuth } from './auth/auth';
import type { TCollaboration } from './collaboration/collaborationServer';
import type { TKeyMaterial } from './crypto/keyMaterial';
import type { Db, TDatabase } from './db/database';
import type { TEnv } from './env';
import type { ErrorReporter } from './errorReporter';
import type { TJobQueue } from './queues/jobQueue';
import type { TIntegrations } from './integrations/integrationServices';
import type { TUploadStore } from './retrieval/storedUploads';
import type { FlagService } from './flags/flagService';
import type { TSharedRedis } from './shared/redisConnection';
import type { InvalidationBus } from './shared/invalidationBus';
import type { UserCaches } from './queries/userCaches';

/** What every route and command may use; built once at boot (server/app.ts). */
export type TContext = {
  env: TEnv;
  database: TDatabase;
  db: Db;
  /** Redis shared by several servers (REDIS_URL), else null: one process, nothing to share live. */
  redis: TSharedRedis | null;
  /** Cache invalidations from PostgreSQL NOTIFY, seen by every server (server/shared/invalidationBus.ts). */
  invalidations: InvalidationBus;
  /** Sessions and user-details records in memory, dropped on every write that changes them (issue 23). */
  userCaches: UserCaches;
  auth: TAuth;
  reporter: ErrorReporter;
  keys: TKeyMaterial;
  /** Feature flags evaluated for a user (server/flags). */
  flags: FlagService;
  /** Stripe when billing is configured (STRIPE_SECRET_KEY), else null: an admin assigns plans. */
  stripe: Stripe | null;
  /** Background jobs (pg-boss): asset fetches and crawls (server/queues). */
  jobs: TJobQueue;
  /** Large uploads kept on disk for their reading job and re-fetches (server/retrieval/storedUploads). */
  uploads: TUploadStore;
  /** Language models by logical name, web search and call settings (server/ai). */
  ai: TAiEngine;
  /** Live co-editing of docs over WebSocket (server/collaboration). */
  collaboration: TCollaboration;
  /** Publishing targets and the guarded way out to them (integrations/, server/integrations). */
  integrations: TIntegrations;
};

/** The Fastify instance with zod schemas as its type provider. */
export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
