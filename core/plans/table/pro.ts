import type { TPlan } from '../planTypes';
import { SOLO_INTEGRATIONS } from './integrationSets';
import { AZURE_WORKFLOWS } from './models';
import { PAID_CHOICES, THREE_SELECTIONS, monthlyAndAnnual, type TPlanTerms } from './planTerms';

/**
 * Pro plans (spec §4): pro monthly usd 49 and pro annual usd 29, and the older pro monthly and
 * annual in USD and INR. All pro plans: 1 brand voice, 3 files and URLs, no team tab (spec §6), and
 * the legacy-mrr-user pricing view.
 */
const pro = {
  family: 'pro',
  creditLimit: 1_000,
  creditsRenew: 'monthly',
  runLimits: { autoblog_workflow: 20, content_optimization: 60 },
  teamPages: false,
  maxTeamMembers: 0,
  memberFeatureSet: null,
  selectionLimits: THREE_SELECTIONS,
  brandVoiceLimit: 1,
  integrations: SOLO_INTEGRATIONS,
  plagiarismRunsAllowed: 10,
  pricingViewId: 'legacy-mrr-user',
  defaultModels: AZURE_WORKFLOWS,
} satisfies Partial<TPlanTerms>;

/** The pro entries of the plan table. */
export const PRO_PLANS: TPlan[] = [
  ...monthlyAndAnnual(
    { ...pro, displayName: 'Pro (USD)', currency: 'usd', ourChoice: PAID_CHOICES },
    {
      monthly: { id: 'pro_monthly_usd_49', priceUsd: 49 },
      annual: { id: 'pro_annual_usd_29', priceUsd: 29 },
    },
  ),
  ...monthlyAndAnnual(
    { ...pro, displayName: 'Legacy Pro (USD)', currency: 'usd', ourChoice: ['priceUsd', ...PAID_CHOICES] },
    {
      monthly: { id: 'pro_monthly_usd', priceUsd: 39 },
      annual: { id: 'pro_annual_usd', priceUsd: 24 },
    },
  ),
  ...monthlyAndAnnual(
    { ...pro, displayName: 'Legacy Pro (INR)', currency: 'inr', ourChoice: ['priceUsd', 'priceInr', ...PAID_CHOICES] },
    {
      monthly: { id: 'pro_monthly_inr', priceUsd: 39, priceInr: 2_499 },
      annual: { id: 'pro_annual_inr', priceUsd: 24, priceInr: 1_999 },
    },
  ),
];
