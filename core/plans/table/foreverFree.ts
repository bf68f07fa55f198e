import type { TPlan } from '../planTypes';
import { FREE_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS } from './models';
import { THREE_SELECTIONS } from './planTerms';

/** The forever-free entry; any other id containing forever_free resolves to it (resolvePlan.ts). */
export const FOREVER_FREE_PLAN_ID = 'forever_free_plan';

/**
 * Forever free (spec §1: daily credits; §4: a free plan; §9: its own pricing view). It cannot own a
 * team, but keeps the team pages: spec §4 turns team mode on for forever-free users in a team, and
 * the toggle is how they leave it. Its limits follow the free trial's.
 */
export const FOREVER_FREE_PLANS: TPlan[] = [
  {
    id: FOREVER_FREE_PLAN_ID,
    displayName: 'Forever Free',
    family: 'forever_free',
    billing: 'free',
    currency: 'usd',
    priceUsd: 0,
    priceInr: null,
    creditLimit: 10,
    creditsRenew: 'daily',
    runLimits: { autoblog_workflow: 1, content_optimization: 5 },
    durationDays: null,
    teamPages: true,
    maxTeamMembers: 0,
    memberFeatureSet: null,
    selectionLimits: THREE_SELECTIONS,
    brandVoiceLimit: 1,
    integrations: FREE_INTEGRATIONS,
    plagiarismRunsAllowed: 0,
    pricingViewId: 'forever-free-user',
    defaultModels: AZURE_WORKFLOWS,
    ourChoice: [
      'creditLimit',
      'runLimits',
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
