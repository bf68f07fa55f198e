/**
 * The shapes of the plan table (spec §4, §6, §9). Lists of ids are `as const` arrays so tests can
 * walk them and the compiler can check every table entry against them.
 */

/** Plan families: the first word a rule of spec §4 and §6 names a plan by. */
export const PLAN_FAMILIES = [
  'premium',
  'team',
  'agency',
  'freelancer',
  'pro',
  'pay_as_you_go',
  'ltd',
  'trial',
  'forever_free',
  'custom',
  'byok',
  'no_user',
] as const;
export type TPlanFamily = (typeof PLAN_FAMILIES)[number];

/** How a plan is paid; `usage` is pay as you go (credits bought in packs). */
export type TBilling = 'monthly' | 'annual' | 'lifetime' | 'trial' | 'free' | 'custom' | 'usage';

/** When the credit allowance starts again: forever-free plans have daily credits (spec §1). */
export type TCreditsRenew = 'monthly' | 'daily' | 'never';

export type TRunLimits = { autoblog_workflow: number; content_optimization: number };

/** How many files, URLs and domains one generation may use (spec §6). */
export type TSelectionLimits = { files: number; urls: number; domains: number };
export type TSelectionKind = keyof TSelectionLimits;

/**
 * Publishing and data integrations (spec §6). `googlesearchconsole` is spelled as in spec §3 and
 * web/routing/integrationViews.ts, so one noun runs through every layer.
 */
export const INTEGRATION_IDS = [
  'webflow',
  'custom',
  'ghost',
  'medium',
  'googledocs',
  'googledrive',
  'googlesearchconsole',
  'hubspot',
  'wordpress',
  'chromeplugin',
] as const;
export type TIntegrationId = (typeof INTEGRATION_IDS)[number];

/** Pricing view ids of spec §9. */
export const PRICING_VIEW_IDS = [
  'new-mrr-user',
  'legacy-mrr-user',
  'legacy-freelancer-user',
  'forever-free-user',
  'pay-as-you-go-user',
  'ltd-bundle-pass-user',
  'team-member-legacy',
] as const;
export type TPricingViewId = (typeof PRICING_VIEW_IDS)[number];

/** Default model ids of spec §9. */
export type TModelId = 'azure-gpt' | 'claude';
export type TDefaultModels = { chat: TModelId; workflow: TModelId };

/** The feature sets a team member maps to (spec §4 "Plan identifiers"). */
export const TEAM_MEMBER_FEATURE_SETS = [
  'agency_april_2024_member',
  'premium_team_member',
  'team_april_2024_member',
  'legacy_team_member',
] as const;
export type TTeamMemberFeatureSet = (typeof TEAM_MEMBER_FEATURE_SETS)[number];

export type TPlan = {
  /** Stored in users.plan_name and teams.plan_name; never rename one. */
  id: string;
  displayName: string;
  family: TPlanFamily;
  billing: TBilling;
  currency: 'usd' | 'inr';
  /**
   * Price in US dollars per month; annual plans give the monthly price billed yearly (spec §4:
   * "pro annual usd 29" against "pro monthly usd 49"); lifetime and pay-as-you-go give the one-off
   * price; 0 for free plans and for custom plans, whose price is agreed per contract.
   */
  priceUsd: number;
  /** Price in rupees, same period as priceUsd, for INR plans; null otherwise. */
  priceInr: number | null;
  creditLimit: number;
  creditsRenew: TCreditsRenew;
  runLimits: TRunLimits;
  /** Days of access a new subscription grants; null = no expiry. */
  durationDays: number | null;
  /** Account team tab and team-mode toggle (spec §6 "Team pages"). */
  teamPages: boolean;
  /** Seats in a team this plan owns, the admin included; 0 = cannot own a team. */
  maxTeamMembers: number;
  /** What members of a team on this plan get (spec §4); null when the plan cannot own a team. */
  memberFeatureSet: TTeamMemberFeatureSet | null;
  selectionLimits: TSelectionLimits;
  /** Brand voices the plan may keep; -1 = unlimited (spec §6). */
  brandVoiceLimit: number;
  integrations: readonly TIntegrationId[];
  /** Plagiarism checks per month; 0 = "Your current plan does not support Plagiarism Check." */
  plagiarismRunsAllowed: number;
  /** null = no pricing view: the pricing button is locked (spec §6, custom plans) or absent. */
  pricingViewId: TPricingViewId | null;
  defaultModels: TDefaultModels;
  /** Fields whose number or list the spec does not give: our choice, listed in docs/decisions.md. */
  ourChoice: readonly (keyof TPlan)[];
};

/**
 * The parts of a User (spec §3) the plan rules read. The client's TUser satisfies it; the optional
 * fields refine a rule when the caller knows them (see each rule for what "omitted" means).
 */
export type TPlanUser = {
  userPlan: string | null;
  teamId: string | null;
  teamPlan?: string | null;
  /** Whether the user works in team mode (spec §4). */
  teamMode?: boolean;
  /** The user's own lifetime entitlements (spec §3 ltdEntitlements). */
  ltdEntitlements?: readonly string[];
  /** The team's lifetime entitlement (spec §3 teamEntitlement), if any. */
  teamEntitlement?: string | null;
};
