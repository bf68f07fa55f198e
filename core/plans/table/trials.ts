import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS } from './models';
import { THREE_SELECTIONS } from './planTerms';

/** The plan every new account starts on (docs/decisions.md, "The plan a new account starts on"). */
export const TRIAL_PLAN_ID = '5-day-trial-plan';
/** The LemonSqueezy free trial (spec §4 "ls free trial"). */
export const LS_FREE_TRIAL_PLAN_ID = 'ls-free-trial';

/**
 * Free trials (spec §4): free plans, named trial, so no team mode of their own; yet spec §6 gives
 * "free trial" the team pages and 3 files and URLs. The team pages serve a trial user who joins a
 * team by invitation: a trial owns no team, so it has no seats (docs/decisions.md, Teams). The credit
 * and run numbers sit above the trial-extension thresholds (2 articles, 10 optimisations, 50
 * credits) so a trial can reach them.
 */
const trial = {
  family: 'trial',
  billing: 'trial',
  currency: 'usd',
  priceUsd: 0,
  priceInr: null,
  creditLimit: 200,
  creditsRenew: 'never',
  runLimits: { autoblog_workflow: 3, content_optimization: 15 },
  teamPages: true,
  maxTeamMembers: 0,
  memberFeatureSet: null,
  selectionLimits: THREE_SELECTIONS,
  brandVoiceLimit: 1,
  integrations: SOLO_INTEGRATIONS,
  plagiarismRunsAllowed: 0,
  pricingViewId: 'new-mrr-user',
  defaultModels: AZURE_WORKFLOWS,
} satisfies Partial<TPlan>;

const TRIAL_CHOICES = [
  'creditLimit',
  'creditsRenew',
  'runLimits',
  'memberFeatureSet',
  'brandVoiceLimit',
  'integrations',
  'plagiarismRunsAllowed',
  'pricingViewId',
  'defaultModels',
] as const satisfies readonly (keyof TPlan)[];

/** The trial entries of the plan table. */
export const TRIAL_PLANS: TPlan[] = [
  { ...trial, id: TRIAL_PLAN_ID, displayName: '5-Day Free Trial', durationDays: 5, ourChoice: TRIAL_CHOICES },
  {
    ...trial,
    id: LS_FREE_TRIAL_PLAN_ID,
    displayName: 'Free Trial',
    durationDays: 7,
    ourChoice: ['durationDays', ...TRIAL_CHOICES],
  },
];
