import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { CLAUDE_WORKFLOWS } from './models';
import { PAID_CHOICES, THREE_SELECTIONS, UNLIMITED } from './planTerms';

/**
 * Pay as you go, April 2024 (spec §4): a pack of credits that does not expire. A newer plan, so
 * unlimited brand voices; no team tab and 3 files and URLs (spec §6); its own pricing view (§9).
 */
export const PAY_AS_YOU_GO_PLANS: TPlan[] = [
  {
    id: 'pay_as_you_go_april_2024',
    displayName: 'Pay As You Go',
    family: 'pay_as_you_go',
    billing: 'usage',
    currency: 'usd',
    priceUsd: 19,
    priceInr: null,
    creditLimit: 500,
    creditsRenew: 'never',
    runLimits: { autoblog_workflow: 10, content_optimization: 30 },
    durationDays: null,
    teamPages: false,
    maxTeamMembers: 0,
    memberFeatureSet: null,
    selectionLimits: THREE_SELECTIONS,
    brandVoiceLimit: UNLIMITED,
    integrations: SOLO_INTEGRATIONS,
    plagiarismRunsAllowed: 5,
    pricingViewId: 'pay-as-you-go-user',
    defaultModels: CLAUDE_WORKFLOWS,
    ourChoice: ['priceUsd', 'durationDays', ...PAID_CHOICES],
  },
];
