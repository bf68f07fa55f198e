import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDeliveryAttempt, TDeliveryState, TIntegrationTarget, TOAuthTarget, TPublishOptions, TPublishTarget } from '@core/api/integrations';
import { blogs } from './blogs';
import { teams } from './teams';
import { users } from './users';

/**
 * A connected publishing target of one account (issue 20). `details` is what the browser may see
 * (site address, account name); `secret` holds the credentials sealed with AES-256-GCM
 * (server/crypto/secretBox) and never leaves the server. `site_key` names the remote site or
 * account, so a reconnect to the same site keeps updating the posts made before.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').$type<TIntegrationTarget>().notNull(),
    siteKey: text('site_key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    secret: text('secret').notNull(),
    /** Why the target refused the stored credentials (the integration then counts as disconnected, spec §4). */
    error: text('error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integrations_owner_target_idx').on(table.ownerId, table.target)],
);
export type TIntegrationRow = typeof integrations.$inferSelect;

/** Where a doc is published on one site: kept across updates (spec §3 wordpress_post_id and the like). */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogId: uuid('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
    target: text('target').$type<TPublishTarget>().notNull(),
    siteKey: text('site_key').notNull(),
    remoteId: text('remote_id').notNull(),
    remoteUrl: text('remote_url'),
    remoteStatus: text('remote_status').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('publications_blog_site_idx').on(table.blogId, table.target, table.siteKey)],
);
export type TPublicationRow = typeof publications.$inferSelect;

/**
 * One request to publish or update a doc (or an export of spec §7) on a target, carried out by the
 * publish job: a snapshot of what is sent, its state, and each attempt with the target's answer.
 * At most one is active (awaiting approval, queued, running, retrying) per doc and site: pressing
 * Publish twice gets the same delivery back.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').$type<TPublishTarget>().notNull(),
    siteKey: text('site_key').notNull(),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<'publish' | 'update'>().notNull(),
    state: text('state').$type<TDeliveryState>().notNull(),
    options: jsonb('options').$type<TPublishOptions>().notNull(),
    html: text('html').notNull(),
    attempts: jsonb('attempts').$type<TDeliveryAttempt[]>().notNull().default([]),
    attemptCount: integer('attempt_count').notNull().default(0),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('deliveries_blog_idx').on(table.blogId, table.createdAt),
    uniqueIndex('deliveries_one_active_idx')
      .on(table.blogId, table.target, table.siteKey)
      .where(sql`${table.state} in ('awaiting_approval', 'queued', 'running', 'retrying') and ${table.blogId} is not null`),
  ],
);
export type TDeliveryRow = typeof deliveries.$inferSelect;

/** Who connected, published, updated or disconnected what, when, and what the target answered (kept when the integration goes). */
export const integrationLog = pgTable(
  'integration_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').$type<TIntegrationTarget>().notNull(),
    action: text('action').notNull(),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    ok: boolean('ok').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integration_log_owner_idx').on(table.ownerId, table.at)],
);

/**
 * A sign-in with a provider in progress (OAuth 2): the random `state` sent with the person, bound to
 * who started it and for which integration, with the PKCE verifier. It is used once, within minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').$type<TOAuthTarget>().notNull(),
  codeVerifier: text('code_verifier'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
