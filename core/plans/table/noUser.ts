import type { TPlan } from '../planTypes';
import { AZURE_WORKFLOWS } from './models';

/** The no-user case (spec §4): no signed-in user, or a plan id this build does not know. */
export const NO_USER_PLAN_ID = 'no_user';

/**
 * Spec §6: the no-user case has only the dashboard and the search-console page, so it holds no
 * credits, runs, selections, brand voices or integrations (public visitors' 15 free runs a day are
 * counted apart, core/constants.ts PUBLIC_DAILY_RUNS).
 */
export const NO_USER_PLANS: TPlan[] = [
  {
    id: NO_USER_PLAN_ID,
    displayName: 'No plan',
    family: 'no_user',
    billing: 'free',
    currency: 'usd',
    priceUsd: 0,
    priceInr: null,
    creditLimit: 0,
    creditsRenew: 'never',
    runLimits: { autoblog_workflow: 0, content_optimization: 0 },
    durationDays: null,
    teamPages: false,
    maxTeamMembers: 0,
    memberFeatureSet: null,
    selectionLimits: { files: 0, urls: 0, domains: 0 },
    brandVoiceLimit: 0,
    integrations: [],
    plagiarismRunsAllowed: 0,
    pricingViewId: null,
    defaultModels: AZURE_WORKFLOWS,
    ourChoice: ['selectionLimits', 'defaultModels'],
  },
];
