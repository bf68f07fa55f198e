import { z } from 'zod';

/**
 * Publishing integrations (issue 20; spec §3 Integration details, §4 connected rules, §7 the
 * integrations service, §8 messages). The service of §7 is mounted under /api/integrations. An
 * account's integrations are its own; in team mode a member publishes through the team admin's
 * (`uid` = the admin's id), and only the admin connects or disconnects them.
 *
 * GET  /api/integrations/details?uid                 → 200 TIntegrationDetails
 * POST /api/integrations/ghost/connect                → 200 TIntegrationDetails  (spec: the response is the details)
 * POST /api/integrations/ghost/disconnect             → 200 TIntegrationDetails
 * POST /api/integrations/ghost/export                 → 202 { delivery }         (spec: {title, html, uid})
 * POST /api/integrations/medium/connect               → 200 TIntegrationDetails
 * POST /api/integrations/medium/disconnect            → 200 TIntegrationDetails
 * POST /api/integrations/medium/export                → 202 { delivery }
 * POST /api/integrations/wordpress/connect            → 200 TIntegrationDetails
 * POST /api/integrations/wordpress/disconnect         → 200 TIntegrationDetails
 * POST /api/integrations/:target/publish              → 202 { delivery }  (a doc, as draft, published or scheduled; an update when already there)
 * GET  /api/integrations/deliveries?blog_id           → 200 { deliveries, publications }   (the doc's delivery log)
 * POST /api/integrations/deliveries/:id/approve       → 200 { delivery }   (team admin; the job starts)
 * POST /api/integrations/deliveries/:id/reject        → 200 { delivery }
 * GET  /api/integrations/log?uid&page                 → 200 { entries, page, has_more }  (who connected, published, disconnected what)
 * POST /api/integrations/approval {uid, required}     → 200 TIntegrationDetails  (team admin: members' publishes wait for approval)
 * GET  /api/integrations/:target/authorize?uid         → 200 { url }   (sign-in integrations: the provider's page to open)
 * POST /api/integrations/:target/save-token           → 200 TIntegrationDetails  ({uid, code, state} the provider sent back)
 * POST /api/integrations/hubspot/blog {uid, blog_id}   → 200 TIntegrationDetails  (the blog posts go to; one of details.Hubspot.blogs)
 * POST /api/integrations/webflow/connect {uid, site_token}            → 200 TIntegrationDetails  (a site API token, without the sign-in app)
 * GET  /api/integrations/webflow/collections/:collection_id?uid      → 200 { fields }   (a collection's fields, to map)
 * POST /api/integrations/webflow/mapping {uid, site_id, collection_id, fields} → 200 TIntegrationDetails
 * POST /api/integrations/:target/disconnect[?uid]      → 200 TIntegrationDetails  (uid in the body, or in the query: spec §7 /hubspot/disconnect?uid)
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Targets a doc can be published or exported to. */
export const PUBLISH_TARGETS = ['wordpress', 'ghost', 'medium', 'hubspot', 'webflow', 'googledocs', 'googledrive', 'custom'] as const;
export const ZPublishTarget = z.enum(PUBLISH_TARGETS);
export type TPublishTarget = z.infer<typeof ZPublishTarget>;

/** Every integration an account can connect: the publishing targets and Google Search Console. */
export const INTEGRATION_TARGETS = [...PUBLISH_TARGETS, 'googlesearchconsole'] as const;
export const ZIntegrationTarget = z.enum(INTEGRATION_TARGETS);
export type TIntegrationTarget = z.infer<typeof ZIntegrationTarget>;

/** Integrations connected with a key or password typed into a form. */
export const KEY_TARGETS = ['wordpress', 'ghost', 'medium', 'custom'] as const satisfies readonly TPublishTarget[];
export type TKeyTarget = (typeof KEY_TARGETS)[number];

/** Integrations connected by signing in with the provider (OAuth 2), not with a key. */
export const OAUTH_TARGETS = ['hubspot', 'webflow', 'googledocs', 'googledrive', 'googlesearchconsole'] as const satisfies readonly TIntegrationTarget[];
export type TOAuthTarget = (typeof OAUTH_TARGETS)[number];
export const ZOAuthTarget = z.enum(OAUTH_TARGETS);

export const PUBLISH_TARGET_LABELS: Record<TIntegrationTarget, string> = {
  wordpress: 'WordPress',
  ghost: 'Ghost',
  medium: 'Medium',
  hubspot: 'HubSpot',
  webflow: 'Webflow',
  googledocs: 'Google Docs',
  googledrive: 'Google Drive',
  googlesearchconsole: 'Google Search Console',
  custom: 'Custom webhook',
};

/** Spec §9: the Ghost Admin API version sent with every call. */
export const GHOST_API_VERSION = 'v5.0';

/** Bounds of a publish request; larger docs are refused before any call (per-target limits are stricter where the target says so). */
export const PUBLISH_LIMITS = {
  titleChars: 255,
  slugChars: 190,
  excerptChars: 300,
  tags: 10,
  tagChars: 60,
  /** HTML of one post; Medium's own limit is lower (MEDIUM_MAX_HTML_BYTES). */
  htmlBytes: 2_000_000,
  urlChars: 2_000,
} as const;

const ZHttpUrl = z
  .string()
  .trim()
  .max(PUBLISH_LIMITS.urlChars)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'Enter a full address starting with http:// or https://.');

// ——— connect ———

export const ZGhostConnectInput = z.object({
  uid: ZId,
  /** The site's API URL (Ghost Admin → Integrations → API URL), e.g. https://blog.example.com. */
  api_url: ZHttpUrl,
  /** Where readers see the site, when it differs from the API URL. */
  app_url: ZHttpUrl.optional().or(z.literal('')),
  /** Admin API key: `<24 hex id>:<64 hex secret>`. */
  admin_api_key: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}:[0-9a-f]{64}$/i, 'That is not an Admin API key: it looks like 24 characters, a colon, then 64 (Ghost Admin → Integrations).'),
  content_api_key: z.string().trim().max(100).optional().or(z.literal('')),
});
export type TGhostConnectInput = z.infer<typeof ZGhostConnectInput>;

export const ZMediumConnectInput = z.object({ uid: ZId, token: z.string().trim().min(10, 'Paste the integration token from your Medium settings.').max(200) });
export type TMediumConnectInput = z.infer<typeof ZMediumConnectInput>;

export const ZWordpressConnectInput = z.object({
  uid: ZId,
  wordpress_url: ZHttpUrl,
  username: z.string().trim().min(1, 'Enter the WordPress user name.').max(100),
  /** Users → Profile → Application Passwords (24 characters, spaces optional). */
  application_password: z
    .string()
    .transform((value) => value.replaceAll(/\s/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{24}$/, 'That is not an application password: WordPress shows 24 letters and digits in groups of four.')),
});
export type TWordpressConnectInput = z.infer<typeof ZWordpressConnectInput>;

/** A custom webhook (spec §3 webhook_url): docs are POSTed there as JSON, signed with a secret only the owner sees. */
export const ZCustomConnectInput = z.object({ uid: ZId, webhook_url: ZHttpUrl });
export type TCustomConnectInput = z.infer<typeof ZCustomConnectInput>;
/** Spec §7 GET /api/fetch/integration_details?unique_id: reads webhook_url. */
export const ZIntegrationDetailsQuery = z.object({ unique_id: ZId });
export const ZWebhookUrlResponse = z.object({ unique_id: z.string(), webhook_url: z.string().nullable() });

export const ZDisconnectInput = z.object({ uid: ZId });
/** Spec §7 POST /hubspot/disconnect?uid: the uid in the query instead of the body. */
export const ZDisconnectQuery = z.object({ uid: ZId.optional() });
/** Sign-in integrations: where to send the person (GET /api/integrations/:target/authorize?uid → { url }). */
export const ZAuthorizeQuery = z.object({ uid: ZId });
export const ZAuthorizeResponse = z.object({ url: z.string() });
/** Spec §7 (HubSpot's save-token, the same for every sign-in integration): the code and state the provider sent back to /integrations/{view}. */
export const ZSaveTokenInput = z.object({ uid: ZId, code: z.string().trim().min(1).max(2_000), state: z.string().trim().min(1).max(200) });
export const ZOAuthTargetParams = z.object({ target: ZOAuthTarget });
export const ZApprovalInput = z.object({ uid: ZId, required: z.boolean() });
export const ZDetailsQuery = z.object({ uid: ZId });

/** Chooses the HubSpot blog posts go to (one of those HubSpot listed when connecting). */
export const ZHubspotBlogInput = z.object({ uid: ZId, blog_id: ZId });
/** Webflow without the sign-in app: a site API token (Site settings → Apps & integrations → API access, CMS read and write). */
export const ZWebflowConnectInput = z.object({
  uid: ZId,
  site_token: z.string().trim().min(20, 'Paste the site API token from Webflow (Site settings → Apps & integrations → API access).').max(500),
});
export type TWebflowConnectInput = z.infer<typeof ZWebflowConnectInput>;
/** What a Webflow collection item is made of: the post's title goes to `name`, its slug to `slug`; these choose the rest. */
export const WEBFLOW_FIELD_TYPES = { body: 'RichText', excerpt: 'PlainText', image: 'Image' } as const;
const ZFieldSlug = z.string().trim().min(1, 'Choose a field.').max(100);
export const ZWebflowMappingInput = z.object({
  uid: ZId,
  site_id: ZId,
  collection_id: ZId,
  fields: z.object({ body: ZFieldSlug, excerpt: ZFieldSlug.optional().or(z.literal('')), image: ZFieldSlug.optional().or(z.literal('')) }),
});
export type TWebflowMappingInput = z.infer<typeof ZWebflowMappingInput>;
export const ZWebflowCollectionParams = z.object({ collection_id: ZId });
export const ZWebflowField = z.object({ slug: z.string(), name: z.string(), type: z.string(), required: z.boolean() });
export type TWebflowField = z.infer<typeof ZWebflowField>;
export const ZWebflowFieldsResponse = z.object({ fields: z.array(ZWebflowField) });

// ——— details (spec §3) ———

/** What the person may do with one integration (the server decides; the page never re-derives it). */
export const ZIntegrationAbilities = z.object({
  /** This server can connect it (its client is built and, for sign-in integrations, the provider's app is configured). */
  configured: z.boolean(),
  /** What the installation's admin must set for it when not configured (null when configured). */
  setup_hint: z.string().nullable(),
  /** Plan and flags include it. */
  available: z.boolean(),
  /** Connect, reconnect and disconnect: the owner (the team admin in team mode). */
  manage: z.boolean(),
  /** Publish a doc through it (connected, and the person may use it). */
  publish: z.boolean(),
  /** A team member's publish waits for the admin's approval. */
  needs_approval: z.boolean(),
  /** The statuses a post may be sent with (Medium, Webflow, Docs and Drive cannot schedule); empty for Search Console. */
  statuses: z.array(z.enum(['draft', 'published', 'scheduled'])),
  /** The provider's sign-in app is set up on this server (sign-in integrations; Webflow also connects with a site token without it). */
  sign_in: z.boolean(),
});
export type TIntegrationAbilities = z.infer<typeof ZIntegrationAbilities>;

const ZConnectionCommon = z.object({
  connected_at: z.string(),
  /** Set when the target refused the stored credentials: the integration is disconnected (spec §4, Ghost). */
  error: z.string().nullable(),
});

export const ZGhostDetails = ZConnectionCommon.extend({ api_url: z.string(), app_url: z.string(), content_api_key: z.string().nullable(), site_title: z.string().nullable() });
export const ZMediumDetails = ZConnectionCommon.extend({ medium_id: z.string(), username: z.string(), name: z.string().nullable(), url: z.string().nullable() });
export const ZWordpressDetails = ZConnectionCommon.extend({ wordpress_url: z.string(), username: z.string(), site_name: z.string().nullable() });
/** The owner verifies deliveries with `signing_secret` (HMAC-SHA256 of the body, header X-Longform-Signature); members never see it. */
export const ZCustomDetails = ZConnectionCommon.extend({ webhook_url: z.string(), signing_secret: z.string().nullable() });
export type TCustomDetails = z.infer<typeof ZCustomDetails>;
export type TGhostDetails = z.infer<typeof ZGhostDetails>;
export type TMediumDetails = z.infer<typeof ZMediumDetails>;
export type TWordpressDetails = z.infer<typeof ZWordpressDetails>;
/** Spec §3 "Hubspot (with blogs)": the account signed in with, its blogs, and the one posts go to (null: it has none). */
export const ZHubspotDetails = ZConnectionCommon.extend({
  hub_id: z.string(),
  hub_domain: z.string().nullable(),
  user: z.string().nullable(),
  blogs: z.array(z.object({ id: z.string(), name: z.string(), url: z.string().nullable() })),
  blog_id: z.string().nullable(),
});
export type THubspotDetails = z.infer<typeof ZHubspotDetails>;
/** Which collection posts become items of, and which of its fields take the body, the excerpt and the featured image. */
export const ZWebflowMapping = z.object({
  site_id: z.string(),
  collection_id: z.string(),
  collection_name: z.string(),
  fields: z.object({ body: z.string(), excerpt: z.string().nullable(), image: z.string().nullable() }),
});
export type TWebflowMapping = z.infer<typeof ZWebflowMapping>;
/** Webflow: the sites the token reaches with their collections, and the mapping (null until chosen: nothing can be published before). */
export const ZWebflowDetails = ZConnectionCommon.extend({
  auth: z.enum(['oauth', 'site_token']),
  sites: z.array(z.object({ id: z.string(), name: z.string(), url: z.string().nullable(), collections: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })) })),
  mapping: ZWebflowMapping.nullable(),
});
export type TWebflowDetails = z.infer<typeof ZWebflowDetails>;
/** Google Docs and Google Drive: the Google account signed in with (its files are made in that account's Drive). */
export const ZGoogleDetails = ZConnectionCommon.extend({ email: z.string() });
export type TGoogleDetails = z.infer<typeof ZGoogleDetails>;
/** A Search Console property the account can read: `https://www.example.com/` (URL prefix) or `sc-domain:example.com` (domain). */
export const ZSearchConsoleSite = z.object({ site_url: z.string(), permission: z.string() });
export type TSearchConsoleSite = z.infer<typeof ZSearchConsoleSite>;
/** Google Search Console: the account and its properties as listed when it was connected (the page lists them afresh). */
export const ZSearchConsoleDetails = ZGoogleDetails.extend({ sites: z.array(ZSearchConsoleSite) });
export type TSearchConsoleDetails = z.infer<typeof ZSearchConsoleDetails>;

/** Spec §3 "Integration details" keyed by target; null = not connected. Secrets never leave the server. */
export const ZIntegrationDetails = z.object({
  unique_id: z.string(),
  Hubspot: ZHubspotDetails.nullable(),
  Ghost: ZGhostDetails.nullable(),
  Medium: ZMediumDetails.nullable(),
  Wordpress: ZWordpressDetails.nullable(),
  Webflow: ZWebflowDetails.nullable(),
  Googledocs: ZGoogleDetails.nullable(),
  Googledrive: ZGoogleDetails.nullable(),
  Googlesearchconsole: ZSearchConsoleDetails.nullable(),
  Custom: ZCustomDetails.nullable(),
  abilities: z.record(ZIntegrationTarget, ZIntegrationAbilities),
  /** The team the owner leads: whether a member's publish waits for the admin's approval (null: no team). */
  approval: z.object({ required: z.boolean(), can_change: z.boolean() }).nullable(),
  /** A spec §8 message to show once (e.g. "[Ghost]: …" when stored credentials stopped working). */
  message: z.string().nullable(),
});
export type TIntegrationDetails = z.infer<typeof ZIntegrationDetails>;

// ——— publishing ———

export const PUBLISH_STATUSES = ['draft', 'published', 'scheduled'] as const;
export const ZPublishStatus = z.enum(PUBLISH_STATUSES);
export type TPublishStatus = z.infer<typeof ZPublishStatus>;

export const ZPublishOptions = z.object({
  status: ZPublishStatus.default('draft'),
  /** ISO date-time in the future; required for `scheduled`. */
  scheduled_at: z.iso.datetime({ offset: true }).optional(),
  title: z.string().trim().min(1, 'A post needs a title.').max(PUBLISH_LIMITS.titleChars),
  slug: z
    .string()
    .trim()
    .max(PUBLISH_LIMITS.slugChars)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case letters, digits and single dashes.')
    .optional()
    .or(z.literal('')),
  excerpt: z.string().trim().max(PUBLISH_LIMITS.excerptChars).optional(),
  tags: z.array(z.string().trim().min(1).max(PUBLISH_LIMITS.tagChars)).max(PUBLISH_LIMITS.tags).default([]),
  feature_image_url: ZHttpUrl.optional().or(z.literal('')),
});
export type TPublishOptions = z.infer<typeof ZPublishOptions>;

export const ZPublishInput = ZPublishOptions.extend({ uid: ZId, blog_id: ZId });
export type TPublishInput = z.input<typeof ZPublishInput>;

/** Spec §7 export calls: {title, html, uid}; `blog_id` records the delivery on the doc. */
export const ZExportInput = ZPublishOptions.extend({ uid: ZId, html: z.string().min(1, 'There is nothing to publish.'), blog_id: ZId.optional() });
export type TExportInput = z.input<typeof ZExportInput>;

export const ZPublishTargetParams = z.object({ target: ZPublishTarget });
export const ZDeliveryIdParams = z.object({ id: z.uuid() });
export const ZDeliveriesQuery = z.object({ blog_id: ZId });

export const DELIVERY_STATES = ['awaiting_approval', 'queued', 'running', 'retrying', 'done', 'failed', 'rejected'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

/** One try of a delivery against the target, as the log shows it. */
export const ZDeliveryAttempt = z.object({
  at: z.string(),
  /** HTTP status the target answered a failed call with; null when it could not be reached, and for a success (several calls). */
  http_status: z.number().int().nullable(),
  outcome: z.enum(['ok', 'retry', 'failed']),
  message: z.string(),
});
export type TDeliveryAttempt = z.infer<typeof ZDeliveryAttempt>;

export const ZDelivery = z.object({
  id: z.string(),
  target: ZPublishTarget,
  blog_id: z.string().nullable(),
  /** publish = the first delivery of this doc there; update = the post exists and is edited. */
  action: z.enum(['publish', 'update']),
  state: z.enum(DELIVERY_STATES),
  status: ZPublishStatus,
  scheduled_at: z.string().nullable(),
  title: z.string(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  approved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Where it landed (set when done). */
  remote_url: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.array(ZDeliveryAttempt),
  abilities: z.object({ approve: z.boolean(), reject: z.boolean() }),
});
export type TDelivery = z.infer<typeof ZDelivery>;

/** Where a doc is published: one per target, kept across updates (wordpress_post_id and the like). */
export const ZPublication = z.object({
  target: ZPublishTarget,
  remote_id: z.string(),
  remote_url: z.string().nullable(),
  remote_status: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type TPublication = z.infer<typeof ZPublication>;

export const ZDeliveryResponse = z.object({ delivery: ZDelivery });
export const ZDeliveriesResponse = z.object({ deliveries: z.array(ZDelivery), publications: z.array(ZPublication) });
export type TDeliveriesResponse = z.infer<typeof ZDeliveriesResponse>;

// ——— who did what ———

export const ZLogQuery = z.object({ uid: ZId, page: z.coerce.number().int().min(1).max(1_000).default(1) });
export const INTEGRATION_LOG_PAGE_SIZE = 30;

export const ZIntegrationLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  target: ZIntegrationTarget,
  action: z.enum(['connect', 'disconnect', 'auto_disconnect', 'publish', 'update', 'request', 'approve', 'reject']),
  blog_id: z.string().nullable(),
  /** What the target answered, in a line (the post's address, an error message). */
  outcome: z.string(),
  ok: z.boolean(),
});
export type TIntegrationLogEntry = z.infer<typeof ZIntegrationLogEntry>;
export const ZIntegrationLogResponse = z.object({ entries: z.array(ZIntegrationLogEntry), page: z.number(), has_more: z.boolean() });

// ——— spec §8 messages, word for word (HubSpot, Ghost, Medium); the others follow Medium's wording ———

type TTargetMessages = { connected: string; connectFailed: string; disconnected: string; disconnectFailed: string; exported: string; exportFailed: string };

export const INTEGRATION_MESSAGES = {
  ghost: {
    setupPrefix: '[Ghost]: ',
    connected: 'Successfully connected with Ghost CMS',
    connectFailed: 'Error connecting with Ghost CMS',
    disconnected: 'Successfully disconnected Ghost CMS',
    disconnectFailed: 'Error disconnecting Ghost CMS',
    exported: 'Successfully exported post',
    exportFailed: 'Error exporting post',
  },
  medium: {
    connected: 'Medium connected successfully',
    connectFailed: 'Failed to connect Medium',
    disconnected: 'Medium disconnected successfully',
    disconnectFailed: 'Failed to disconnect medium',
    exported: 'Successfully exported post to Medium',
    exportFailed: 'Failed to export post to medium... Try reconnecting the connection',
    /** Medium stopped issuing integration tokens to new integrations: said where the token is asked for. */
    noNewTokens: 'Medium no longer issues new integration tokens. If you already have one (Medium → Settings → Security and apps → Integration tokens), paste it here; otherwise Medium cannot be connected.',
  },
  hubspot: {
    connected: 'Successfully authorized with HubSpot',
    connectFailed: 'Failed to authorize HubSpot account',
    /** Spec §8: HubSpot's sign-in came back with no signed-in user. */
    noUser: 'Error connecting with HubSpot',
    disconnected: 'Successfully disconnecting HubSpot',
    disconnectFailed: 'Error disconnecting HubSpot',
    exported: 'Successfully exported post to HubSpot',
    exportFailed: 'Failed to export post to HubSpot',
  },
  wordpress: {
    connected: 'WordPress connected successfully',
    connectFailed: 'Failed to connect WordPress',
    disconnected: 'WordPress disconnected successfully',
    disconnectFailed: 'Failed to disconnect WordPress',
    exported: 'Successfully published to WordPress',
    exportFailed: 'Failed to publish to WordPress',
  },
  webflow: {
    connected: 'Webflow connected successfully',
    connectFailed: 'Failed to connect Webflow',
    disconnected: 'Webflow disconnected successfully',
    disconnectFailed: 'Failed to disconnect Webflow',
    exported: 'Successfully published to Webflow',
    exportFailed: 'Failed to publish to Webflow',
  },
  googledocs: {
    connected: 'Google Docs connected successfully',
    connectFailed: 'Failed to connect Google Docs',
    disconnected: 'Google Docs disconnected successfully',
    disconnectFailed: 'Failed to disconnect Google Docs',
    exported: 'Successfully exported to Google Docs',
    exportFailed: 'Failed to export to Google Docs',
  },
  googledrive: {
    connected: 'Google Drive connected successfully',
    connectFailed: 'Failed to connect Google Drive',
    disconnected: 'Google Drive disconnected successfully',
    disconnectFailed: 'Failed to disconnect Google Drive',
    exported: 'Successfully saved to Google Drive',
    exportFailed: 'Failed to save to Google Drive',
  },
  googlesearchconsole: {
    connected: 'Google Search Console connected successfully',
    connectFailed: 'Failed to connect Google Search Console',
    disconnected: 'Google Search Console disconnected successfully',
    disconnectFailed: 'Failed to disconnect Google Search Console',
    exported: '',
    exportFailed: '',
  },
  custom: {
    connected: 'Webhook connected successfully',
    connectFailed: 'Failed to connect the webhook',
    disconnected: 'Webhook disconnected successfully',
    disconnectFailed: 'Failed to disconnect the webhook',
    exported: 'Successfully sent to your webhook',
    exportFailed: 'Failed to send to your webhook',
  },
} as const satisfies Record<TIntegrationTarget, TTargetMessages & Record<string, string>>;
