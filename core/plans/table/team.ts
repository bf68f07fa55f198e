import type { TPlan } from '../planTypes';
import { ALL_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS, CLAUDE_WORKFLOWS } from './models';
import { PAID_CHOICES, TEN_SELECTIONS, UNLIMITED, billed, monthlyAndAnnual, type TPlanTerms } from './planTerms';

/**
 * Team plans (spec §4). Three generations, told apart by the brand-voice rule of spec §6:
 * - team April 2024: a newer plan (unlimited brand voices), members get the team April 2024 set;
 * - "team usd" (annual usd 49, monthly usd 59): 1 brand voice; "team usd 99": 10;
 * - "legacy team" (monthly and annual in USD and INR, spec §4 "pro/team … USD and INR"): 10.
 * All have team pages; every older generation's members get the legacy team set.
 */
const team = {
  family: 'team',
  creditsRenew: 'monthly',
  teamPages: true,
  selectionLimits: TEN_SELECTIONS,
  integrations: ALL_INTEGRATIONS,
} satisfies Partial<TPlanTerms>;

/** Everything older than April 2024. */
const olderTeam = {
  ...team,
  memberFeatureSet: 'legacy_team_member',
  pricingViewId: 'legacy-mrr-user',
  defaultModels: AZURE_WORKFLOWS,
} satisfies Partial<TPlanTerms>;

const teamUsd: TPlanTerms = {
  ...olderTeam,
  displayName: 'Team (USD)',
  currency: 'usd',
  creditLimit: 1_500,
  runLimits: { autoblog_workflow: 30, content_optimization: 100 },
  maxTeamMembers: 5,
  brandVoiceLimit: 1,
  plagiarismRunsAllowed: 20,
  ourChoice: ['maxTeamMembers', ...PAID_CHOICES],
};

const legacyTeam = {
  ...olderTeam,
  creditLimit: 2_000,
  runLimits: { autoblog_workflow: 40, content_optimization: 120 },
  maxTeamMembers: 5,
  brandVoiceLimit: 10,
  plagiarismRunsAllowed: 20,
} satisfies Partial<TPlanTerms>;

/** The team entries of the plan table. */
export const TEAM_PLANS: TPlan[] = [
  ...monthlyAndAnnual(
    {
      ...team,
      displayName: 'Team',
      currency: 'usd',
      creditLimit: 3_000,
      runLimits: { autoblog_workflow: 60, content_optimization: 200 },
      maxTeamMembers: 5,
      memberFeatureSet: 'team_april_2024_member',
      brandVoiceLimit: UNLIMITED,
      plagiarismRunsAllowed: 50,
      pricingViewId: 'new-mrr-user',
      defaultModels: CLAUDE_WORKFLOWS,
      ourChoice: ['priceUsd', 'maxTeamMembers', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'team_monthly_april_2024', priceUsd: 99 },
      annual: { id: 'team_annual_april_2024', priceUsd: 79 },
    },
  ),
  billed(teamUsd, 'annual', { id: 'team_annual_usd_49', priceUsd: 49 }),
  billed(teamUsd, 'monthly', { id: 'team_monthly_usd_59', priceUsd: 59 }),
  billed(
    {
      ...teamUsd,
      displayName: 'Team (USD, 10 seats)',
      creditLimit: 3_000,
      runLimits: { autoblog_workflow: 60, content_optimization: 200 },
      maxTeamMembers: 10,
      brandVoiceLimit: 10,
      plagiarismRunsAllowed: 50,
    },
    'monthly',
    { id: 'team_monthly_usd_99', priceUsd: 99 },
  ),
  ...monthlyAndAnnual(
    {
      ...legacyTeam,
      displayName: 'Legacy Team (USD)',
      currency: 'usd',
      ourChoice: ['priceUsd', 'maxTeamMembers', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'team_monthly_usd', priceUsd: 79 },
      annual: { id: 'team_annual_usd', priceUsd: 59 },
    },
  ),
  ...monthlyAndAnnual(
    {
      ...legacyTeam,
      displayName: 'Legacy Team (INR)',
      currency: 'inr',
      ourChoice: ['priceUsd', 'priceInr', 'maxTeamMembers', ...PAID_CHOICES],
    },
    {
      monthly: { id: 'team_monthly_inr', priceUsd: 79, priceInr: 5_999 },
      annual: { id: 'team_annual_inr', priceUsd: 59, priceInr: 4_499 },
    },
  ),
];
