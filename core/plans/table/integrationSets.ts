import { INTEGRATION_IDS, type TIntegrationId } from '../planTypes';

/**
 * Integration lists per kind of plan. Spec §6: "Integrations limited to some plans; exact per-plan
 * list: not shown", so every list is our choice (docs/decisions.md, "Plans"). Search Console is in
 * every list because even the no-user case has the search-console page.
 */

/** Team, agency, the top premium tiers and custom plans: every integration. */
export const ALL_INTEGRATIONS: readonly TIntegrationId[] = INTEGRATION_IDS;

/** Solo paid plans, trials and lifetime: the publishing targets a single writer uses. */
export const SOLO_INTEGRATIONS: readonly TIntegrationId[] = [
  'wordpress',
  'ghost',
  'medium',
  'googledocs',
  'googledrive',
  'googlesearchconsole',
  'chromeplugin',
];

/** Forever-free: export to Google Docs, Search Console and the browser plugin, no publishing. */
export const FREE_INTEGRATIONS: readonly TIntegrationId[] = ['googledocs', 'googlesearchconsole', 'chromeplugin'];
