import type { TPlan } from '../planTypes';
import { ALL_INTEGRATIONS, SOLO_INTEGRATIONS } from './integrationSets';
import { CLAUDE_WORKFLOWS } from './models';
import { PAID_CHOICES, TEN_SELECTIONS, UNLIMITED, monthlyAndAnnual, type TPlanTerms } from './planTerms';

/**
 * Premium tiers 1–3, monthly and annual, June 2024 (spec §4): the newest plans, so unlimited brand
 * voices and the new-mrr-user pricing view. Tier 1 lacks the team tab; tiers 2 and 3 have it and
 * their members get the premium team feature set (spec §6, §4).
 */
const premium = {
  family: 'premium',
  currency: 'usd',
  creditsRenew: 'monthly',
  selectionLimits: TEN_SELECTIONS,
  brandVoiceLimit: UNLIMITED,
  pricingViewId: 'new-mrr-user',
  defaultModels: CLAUDE_WORKFLOWS,
} satisfies Partial<TPlanTerms>;

/** The premium entries of the plan table. */
export const PREMIUM_PLANS: TPlan[] = [
  ...monthlyAndAnnual(
    {
      ...premium,
      displayName: 'Premium Tier 1',
      creditLimit: 1_000,
      runLimits: { autoblog_workflow: 20, content_optimization: 60 },
      teamPages: false,
      maxTeamMembers: 0,
      memberFeatureSet: null,
      integrations: SOLO_INTEGRATIONS,
      plagiarismRunsAllowed: 10,
      ourChoice: ['priceUsd', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'premium_tier_1_monthly_june_2024', priceUsd: 39 },
      annual: { id: 'premium_tier_1_annual_june_2024', priceUsd: 29 },
    },
  ),
  ...monthlyAndAnnual(
    {
      ...premium,
      displayName: 'Premium Tier 2',
      creditLimit: 2_500,
      runLimits: { autoblog_workflow: 50, content_optimization: 150 },
      teamPages: true,
      maxTeamMembers: 3,
      memberFeatureSet: 'premium_team_member',
      integrations: ALL_INTEGRATIONS,
      plagiarismRunsAllowed: 25,
      ourChoice: ['priceUsd', 'maxTeamMembers', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'premium_tier_2_monthly_june_2024', priceUsd: 79 },
      annual: { id: 'premium_tier_2_annual_june_2024', priceUsd: 59 },
    },
  ),
  ...monthlyAndAnnual(
    {
      ...premium,
      displayName: 'Premium Tier 3',
      creditLimit: 5_000,
      runLimits: { autoblog_workflow: 100, content_optimization: 300 },
      teamPages: true,
      maxTeamMembers: 10,
      memberFeatureSet: 'premium_team_member',
      integrations: ALL_INTEGRATIONS,
      plagiarismRunsAllowed: 50,
      ourChoice: ['priceUsd', 'maxTeamMembers', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'premium_tier_3_monthly_june_2024', priceUsd: 149 },
      annual: { id: 'premium_tier_3_annual_june_2024', priceUsd: 119 },
    },
  ),
];
