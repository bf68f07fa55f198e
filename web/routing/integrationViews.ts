import type { TIntegrationViewId } from './featurePaths';
import type { TPageInfo } from './pageInfo';

/** What each integration view (spec §3) is for. */
export const INTEGRATION_VIEWS: Record<TIntegrationViewId, TPageInfo> = {
  wordpress: { title: 'WordPress', description: 'Connect a WordPress site to publish your documents as posts.' },
  ghost: { title: 'Ghost', description: 'Connect a Ghost site with its Admin API key to publish your documents as posts.' },
  medium: { title: 'Medium', description: 'Connect your Medium account to publish your documents as stories.' },
  hubspot: { title: 'HubSpot', description: 'Connect HubSpot to publish your documents to its blogs.' },
  webflow: { title: 'Webflow', description: 'Connect a Webflow site to publish your documents to its collections.' },
  googledocs: { title: 'Google Docs', description: 'Export your documents to Google Docs.' },
  googledrive: { title: 'Google Drive', description: 'Save your documents to Google Drive as Word files.' },
  googlesearchconsole: {
    title: 'Google Search Console',
    description: 'Connect Google Search Console to see how your pages perform in search.',
  },
  custom: { title: 'Custom webhook', description: 'Send your documents to an address of your own as signed JSON when you publish them.' },
};
