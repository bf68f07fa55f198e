import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS, CLAUDE_WORKFLOWS } from './models';
import { PAID_CHOICES, THREE_SELECTIONS, UNLIMITED, monthlyAndAnnual, type TPlanTerms } from './planTerms';

/**
 * Freelancer plans, monthly and annual, March and April 2024 (spec §4). Spec §6 gives 1 brand voice
 * to the "legacy freelancer" and unlimited to newer plans, so March 2024 is the legacy one (and sees
 * the legacy-freelancer-user pricing view) and April 2024 belongs with the other April 2024 plans.
 * No team tab; 3 files and URLs (spec §6).
 */
const freelancer = {
  family: 'freelancer',
  currency: 'usd',
  creditLimit: 800,
  creditsRenew: 'monthly',
  runLimits: { autoblog_workflow: 15, content_optimization: 50 },
  teamPages: false,
  maxTeamMembers: 0,
  memberFeatureSet: null,
  selectionLimits: THREE_SELECTIONS,
  integrations: SOLO_INTEGRATIONS,
  plagiarismRunsAllowed: 10,
  ourChoice: ['priceUsd', ...PAID_CHOICES],
} satisfies Partial<TPlanTerms>;

/** The freelancer entries of the plan table. */
export const FREELANCER_PLANS: TPlan[] = [
  ...monthlyAndAnnual(
    {
      ...freelancer,
      displayName: 'Legacy Freelancer',
      brandVoiceLimit: 1,
      pricingViewId: 'legacy-freelancer-user',
      defaultModels: AZURE_WORKFLOWS,
    },
    {
      monthly: { id: 'freelancer_monthly_march_2024', priceUsd: 29 },
      annual: { id: 'freelancer_annual_march_2024', priceUsd: 20 },
    },
  ),
  ...monthlyAndAnnual(
    {
      ...freelancer,
      displayName: 'Freelancer',
      brandVoiceLimit: UNLIMITED,
      pricingViewId: 'new-mrr-user',
      defaultModels: CLAUDE_WORKFLOWS,
    },
    {
      monthly: { id: 'freelancer_monthly_april_2024', priceUsd: 29 },
      annual: { id: 'freelancer_annual_april_2024', priceUsd: 20 },
    },
  ),
];
