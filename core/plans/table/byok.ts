import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS } from './models';
import { TEN_SELECTIONS, monthlyAndAnnual } from './planTerms';

/** The byok entry any other id containing byok resolves to (resolvePlan.ts). */
export const BYOK_PLAN_ID = 'byok_monthly';

/**
 * Bring your own key (spec §1, §4): the user's own OpenAI key pays for the model calls, so credits
 * here count the research (SERP) calls the key does not cover (spec §8: "for byok, SERP credits
 * exceeded"), and workflows run on the GPT default. A single-writer plan: no team of its own.
 */
export const BYOK_PLANS: TPlan[] = monthlyAndAnnual(
  {
    displayName: 'Bring Your Own Key',
    family: 'byok',
    currency: 'usd',
    creditLimit: 1_000,
    creditsRenew: 'monthly',
    runLimits: { autoblog_workflow: 100, content_optimization: 300 },
    teamPages: false,
    maxTeamMembers: 0,
    memberFeatureSet: null,
    selectionLimits: TEN_SELECTIONS,
    brandVoiceLimit: 10,
    integrations: SOLO_INTEGRATIONS,
    plagiarismRunsAllowed: 0,
    pricingViewId: 'new-mrr-user',
    defaultModels: AZURE_WORKFLOWS,
    ourChoice: [
      'priceUsd',
      'creditLimit',
      'creditsRenew',
      'runLimits',
      'teamPages',
      'maxTeamMembers',
      'memberFeatureSet',
      'selectionLimits',
      'brandVoiceLimit',
      'integrations',
      'plagiarismRunsAllowed',
      'pricingViewId',
      'defaultModels',
    ],
  },
  {
    monthly: { id: BYOK_PLAN_ID, priceUsd: 15 },
    annual: { id: 'byok_annual', priceUsd: 10 },
  },
);
