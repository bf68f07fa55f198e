import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS } from './models';
import { PAID_CHOICES, TEN_SELECTIONS } from './planTerms';

/**
 * The lifetime bundle pass (spec §4 "ltd bundle pass"): paid once, credits every month. Team pages
 * and 10 files and URLs (spec §6); its own pricing view (§9). Brand voices and the member feature
 * set are our choice: the spec names neither for ltd.
 */
export const LTD_PLANS: TPlan[] = [
  {
    id: 'ltd_bundle_pass',
    displayName: 'Lifetime Bundle Pass',
    family: 'ltd',
    billing: 'lifetime',
    currency: 'usd',
    priceUsd: 299,
    priceInr: null,
    creditLimit: 600,
    creditsRenew: 'monthly',
    runLimits: { autoblog_workflow: 10, content_optimization: 40 },
    durationDays: null,
    teamPages: true,
    maxTeamMembers: 3,
    memberFeatureSet: 'legacy_team_member',
    selectionLimits: TEN_SELECTIONS,
    brandVoiceLimit: 10,
    integrations: SOLO_INTEGRATIONS,
    plagiarismRunsAllowed: 10,
    pricingViewId: 'ltd-bundle-pass-user',
    defaultModels: AZURE_WORKFLOWS,
    ourChoice: ['priceUsd', 'maxTeamMembers', 'memberFeatureSet', 'brandVoiceLimit', ...PAID_CHOICES],
  },
];
