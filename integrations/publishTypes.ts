import type { TPublishStatus } from '@core/api/integrations';
import type { TApiTransport } from './transport';

/** A post as every target receives it: the doc's HTML and the fields of the publish dialog. */
export type TPostPayload = {
  title: string;
  html: string;
  status: TPublishStatus;
  /** ISO date-time, for `scheduled`. */
  scheduledAt: string | null;
  slug: string | null;
  excerpt: string | null;
  tags: string[];
  featureImageUrl: string | null;
  /** The same for every attempt of one delivery: a target that honours it never makes the post twice. */
  idempotencyKey: string;
  /** The doc it comes from, when it comes from one. */
  docId: string | null;
};

/** The post as the target holds it after a publish or an update. */
export type TRemotePost = { id: string; url: string | null; status: string; createdAt: string | null };

/** The result of connecting: what may be shown, what stays sealed, and which site it is. */
export type TConnected<TDetails, TSecret> = { details: TDetails; secret: TSecret; siteKey: string };

/** A stored connection, opened for one call. */
export type TConnection<TDetails, TSecret> = { details: TDetails; secret: TSecret };

/** Notes a publish leaves in the delivery log besides its outcome (an image the target refused). */
export type TPublishNotes = string[];

/** What every integration implements: checking credentials (a key, or the tokens of a sign-in: `{ oauth }`) against the service. */
export type TConnector<TInput, TDetails, TSecret> = {
  /** Checks the credentials against the target and answers what to store; throws IntegrationError. */
  connect(input: TInput, transport: TApiTransport): Promise<TConnected<TDetails, TSecret>>;
  /** On a reconnect: carries over what was chosen after the last connect (HubSpot's blog, Webflow's mapping) when it still fits. */
  keepChoices?: (previous: TDetails, connected: TConnected<TDetails, TSecret>) => TConnected<TDetails, TSecret>;
};

/** What each publishing target implements (integrations/<name>/). */
export type TPublishTargetAdapter<TInput, TDetails, TSecret> = TConnector<TInput, TDetails, TSecret> & {
  /** Creates the post. */
  publish(connection: TConnection<TDetails, TSecret>, post: TPostPayload, transport: TApiTransport, notes: TPublishNotes): Promise<TRemotePost>;
  /** Changes a post made before; null when the target cannot (Medium). */
  update: ((connection: TConnection<TDetails, TSecret>, remoteId: string, post: TPostPayload, transport: TApiTransport, notes: TPublishNotes) => Promise<TRemotePost>) | null;
  /**
   * Finds a post an earlier attempt may have created before its answer was lost (by slug), so a
   * retried publish edits it instead of making a second; null when the target cannot look posts up.
   */
  findBySlug: ((connection: TConnection<TDetails, TSecret>, slug: string, transport: TApiTransport) => Promise<TRemotePost | null>) | null;
  /** Largest HTML the target takes, in bytes. */
  maxHtmlBytes: number;
  /** The target de-duplicates creates by `idempotencyKey`, so a create whose answer was lost may be sent again. */
  retriesSafely?: boolean;
  /** Statuses the target supports. */
  statuses: readonly TPublishStatus[];
  /** What must still be chosen before a post can go out (HubSpot's blog, Webflow's collection), or null when nothing. */
  notReady?: (details: TDetails) => string | null;
};
