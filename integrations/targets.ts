import type { TPublishTarget } from '@core/api/integrations';
import { webhookTarget } from './custom/webhookTarget';
import { ghostTarget } from './ghost/ghostTarget';
import { hubspotTarget } from './hubspot/hubspotTarget';
import { googleDocsTarget, googleDriveTarget, type TDocumentRenderer } from './google/googleFileTargets';
import { mediumTarget } from './medium/mediumTarget';
import type { TConnector, TPublishTargetAdapter } from './publishTypes';
import { webflowTarget } from './webflow/webflowTarget';
import { wordpressTarget } from './wordpress/wordpressTarget';

// Each target's own input, details and secret types meet here as one shape the server drives.
// oxlint-disable-next-line no-explicit-any
export type TAnyTarget = TPublishTargetAdapter<any, Record<string, unknown>, Record<string, unknown>>;
// oxlint-disable-next-line no-explicit-any
export type TAnyConnector = TConnector<any, Record<string, unknown>, Record<string, unknown>>;

/** Where the targets that are not the person's own server live (tests point them at local stand-ins). */
export type TTargetEndpoints = { mediumApiUrl: string; googleApiUrl: string; hubspotApiUrl: string; webflowApiUrl: string };

/** The publishing targets this server has a client for, by id, built once at boot. */
export function publishTargets(endpoints: TTargetEndpoints, renderer: TDocumentRenderer): Partial<Record<TPublishTarget, TAnyTarget>> {
  return {
    wordpress: wordpressTarget as unknown as TAnyTarget,
    ghost: ghostTarget as unknown as TAnyTarget,
    medium: mediumTarget(endpoints.mediumApiUrl) as unknown as TAnyTarget,
    googledocs: googleDocsTarget(endpoints.googleApiUrl, renderer) as unknown as TAnyTarget,
    googledrive: googleDriveTarget(endpoints.googleApiUrl, renderer) as unknown as TAnyTarget,
    custom: webhookTarget as unknown as TAnyTarget,
    hubspot: hubspotTarget(endpoints.hubspotApiUrl) as unknown as TAnyTarget,
    webflow: webflowTarget(endpoints.webflowApiUrl) as unknown as TAnyTarget,
  };
}
