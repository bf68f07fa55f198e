import type { TPlan } from '../planTypes';
import { ALL_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS, CLAUDE_WORKFLOWS } from './models';
import { PAID_CHOICES, TEN_SELECTIONS, UNLIMITED, monthlyAndAnnual, type TPlanTerms } from './planTerms';

/**
 * Agency plans (spec §4): April 2024 (a newer plan: unlimited brand voices, its own member feature
 * set) and the older "agency usd" pair (1 brand voice, spec §6; legacy team members).
 */
const agency = {
  family: 'agency',
  currency: 'usd',
  creditsRenew: 'monthly',
  teamPages: true,
  selectionLimits: TEN_SELECTIONS,
  integrations: ALL_INTEGRATIONS,
  ourChoice: ['priceUsd', 'maxTeamMembers', ...PAID_CHOICES],
} satisfies Partial<TPlanTerms>;

/** The agency entries of the plan table. */
export const AGENCY_PLANS: TPlan[] = [
  ...monthlyAndAnnual(
    {
      ...agency,
      displayName: 'Agency',
      creditLimit: 8_000,
      runLimits: { autoblog_workflow: 150, content_optimization: 500 },
      maxTeamMembers: 15,
      memberFeatureSet: 'agency_april_2024_member',
      brandVoiceLimit: UNLIMITED,
      plagiarismRunsAllowed: 100,
      pricingViewId: 'new-mrr-user',
      defaultModels: CLAUDE_WORKFLOWS,
    },
    {
      monthly: { id: 'agency_monthly_april_2024', priceUsd: 249 },
      annual: { id: 'agency_annual_april_2024', priceUsd: 199 },
    },
  ),
  ...monthlyAndAnnual(
    {
      ...agency,
      displayName: 'Agency (USD)',
      creditLimit: 5_000,
      runLimits: { autoblog_workflow: 100, content_optimization: 300 },
      maxTeamMembers: 10,
      memberFeatureSet: 'legacy_team_member',
      brandVoiceLimit: 1,
      plagiarismRunsAllowed: 50,
      pricingViewId: 'legacy-mrr-user',
      defaultModels: AZURE_WORKFLOWS,
    },
    {
      monthly: { id: 'agency_monthly_usd', priceUsd: 199 },
      annual: { id: 'agency_annual_usd', priceUsd: 149 },
    },
  ),
];
