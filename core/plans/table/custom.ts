import type { TPlan } from '../planTypes';
import { ALL_INTEGRATIONS } from './integrationSets';
import { CLAUDE_WORKFLOWS } from './models';
import { TEN_SELECTIONS, UNLIMITED, YEAR_DAYS } from './planTerms';

/** The custom/enterprise entry; any other id containing custom or enterprise resolves to it. */
export const CUSTOM_PLAN_ID = 'custom_enterprise';

/**
 * Custom/enterprise (spec §1): agreed per contract, so the price is 0 here and the numbers are the
 * defaults an admin starts from. Spec §6 locks the pricing button for custom plans: no pricing view.
 */
export const CUSTOM_PLANS: TPlan[] = [
  {
    id: CUSTOM_PLAN_ID,
    displayName: 'Custom / Enterprise',
    family: 'custom',
    billing: 'custom',
    currency: 'usd',
    priceUsd: 0,
    priceInr: null,
    creditLimit: 20_000,
    creditsRenew: 'monthly',
    runLimits: { autoblog_workflow: 500, content_optimization: 2_000 },
    durationDays: YEAR_DAYS,
    teamPages: true,
    maxTeamMembers: 50,
    memberFeatureSet: 'agency_april_2024_member',
    selectionLimits: TEN_SELECTIONS,
    brandVoiceLimit: UNLIMITED,
    integrations: ALL_INTEGRATIONS,
    plagiarismRunsAllowed: 200,
    pricingViewId: null,
    defaultModels: CLAUDE_WORKFLOWS,
    ourChoice: [
      'priceUsd',
      'creditLimit',
      'creditsRenew',
      'runLimits',
      'durationDays',
      'teamPages',
      'maxTeamMembers',
      'memberFeatureSet',
      'selectionLimits',
      'brandVoiceLimit',
      'integrations',
      'plagiarismRunsAllowed',
      'defaultModels',
    ],
  },
];
