import { canOpenFlaggedPages, canOpenPage, hasTeamPages, modesForPlan } from '../plans/access';
import { canAccessAnalytics } from '../plans/analyticsAccess';
import { brandVoiceLimitFor } from '../plans/brandVoiceLimit';
import { canCopyOrDownload } from '../plans/copyRule';
import { defaultModelFor } from '../plans/defaultModels';
import type { TFlagTraits } from '../plans/flagTraits';
import { isPaidPlan } from '../plans/freePlans';
import { planIncludesIntegration } from '../plans/integrations';
import { INTEGRATION_IDS, type TIntegrationId } from '../plans/planTypes';
import { pricingViewFor } from '../plans/pricingView';
import { selectionLimitsFor } from '../plans/selectionLimits';

/** The kinds of value a flag holds (spec §7: booleans, numbers, strings and JSON). */
export const FLAG_TYPES = ['boolean', 'number', 'string', 'json'] as const;
export type TFlagType = (typeof FLAG_TYPES)[number];

/** Any JSON value: what a json flag holds. */
export type TJsonValue = string | number | boolean | null | TJsonValue[] | { [key: string]: TJsonValue };
/** An evaluated flag: null is "no value" (spec §5, §8), the answer of a value flag that failed. */
export type TFlagValue = TJsonValue;

/** One flag: its stable id, what it holds, and its default from the plan table for the user's traits. */
export type TFlagDefinition = {
  id: string;
  type: TFlagType;
  summary: string;
  defaultFor: (traits: TFlagTraits) => TFlagValue;
};

/** The languages of spec §3, in its order. */
export const LANGUAGES = [
  'English-US',
  'English-UK',
  'Spanish',
  'French',
  'Italian',
  'Dutch',
  'Portuguese',
  'German',
  'Polish',
  'Turkish',
  'Vietnamese',
] as const;

/** FactGPT models the spec names (§6); ids are the model names in kebab case. */
export const FACTGPT_MODELS = ['gpt-4', 'gpt-4-turbo', 'gpt-3-5-turbo-16k', 'claude-3-opus'] as const;

/** The plan whose limits apply: the team's in team mode (spec §6), else the user's own. */
function effectivePlan(traits: TFlagTraits): string {
  return traits.teamMode && traits.teamPlan ? traits.teamPlan : traits.planId;
}

const flagged = (traits: TFlagTraits) => canOpenFlaggedPages(effectivePlan(traits));
const page = (name: Parameters<typeof canOpenPage>[1]) => (traits: TFlagTraits) => canOpenPage(effectivePlan(traits), name);

function bool(id: string, summary: string, defaultFor: (traits: TFlagTraits) => boolean): TFlagDefinition {
  return { id, type: 'boolean', summary, defaultFor };
}

function integrationFlag(integration: TIntegrationId): TFlagDefinition {
  return bool(`integration-${integration}`, `the ${integration} integration`, (traits) =>
    planIncludesIntegration(effectivePlan(traits), integration),
  );
}

/**
 * Every flag the spec names (§6 "Remote feature flags decide pages and tools", §7 "Flags read"). The
 * default is what the plan table grants, so a database without overrides behaves as the plan rules.
 */
export const FLAG_CATALOGUE: readonly TFlagDefinition[] = [
  bool('brand-voice', 'the brand voice page', flagged),
  { id: 'brand-voice-limit', type: 'number', summary: 'brand voices the user may keep, -1 unlimited', defaultFor: (t) => brandVoiceLimitFor(effectivePlan(t)) },
  bool('factgpt-page', 'the FactGPT page', page('factgpt')),
  ...FACTGPT_MODELS.map((model) => bool(`factgpt-model-${model}`, `the ${model} model in FactGPT`, page('factgpt'))),
  bool('serp-checkbox', 'the SERP checkbox of the generation form', (t) => modesForPlan(effectivePlan(t)).includes('serp')),
  bool('attach-menu', 'the attach (files, URLs, domains) menu', flagged),
  bool('docs', 'the docs (blogs) page', page('docs')),
  bool('content-planner', 'the content planner', page('content-planner')),
  bool('optimizer-seo', 'the Semantic SEO optimizer', page('optimizer-seo')),
  bool('optimizer-factcheck', 'the fact-check optimizer', page('optimizer-factcheck')),
  bool('optimizer-interlinking', 'the AI interlinking optimizer', flagged),
  bool('optimizer-humanize', 'the humanize optimizer', flagged),
  bool('optimizer-plagiarism', 'the plagiarism page (its runs are per plan)', flagged),
  bool('assets', 'the assets page', page('assets')),
  { id: 'files-limit', type: 'number', summary: 'files per generation', defaultFor: (t) => selectionLimitsFor(effectivePlan(t)).files },
  { id: 'urls-limit', type: 'number', summary: 'URLs per generation', defaultFor: (t) => selectionLimitsFor(effectivePlan(t)).urls },
  { id: 'domains-limit', type: 'number', summary: 'domains per generation', defaultFor: (t) => selectionLimitsFor(effectivePlan(t)).domains },
  ...INTEGRATION_IDS.map(integrationFlag),
  bool('repurpose', 'the repurpose page', flagged),
  bool('runs-progress-bar', 'the runs progress bar', flagged),
  bool('credits-in-sidebar', 'the credits line of the side navigation', flagged),
  bool('account-team-tab', 'the account team tab', (t) => hasTeamPages(t.planId)),
  bool('account-analytics-tab', 'the account analytics tab', (t) =>
    canAccessAnalytics({
      userPlan: t.planId,
      teamId: t.teamId,
      teamPlan: t.teamPlan,
      teamMode: t.teamMode,
      ltdEntitlements: t.ltdEntitlement ? t.ltdEntitlement.split(',') : undefined,
    }),
  ),
  bool('team-mode-toggle', 'the team-mode toggle', (t) => hasTeamPages(t.planId)),
  { id: 'modes', type: 'json', summary: 'generation modes (a list of mode ids)', defaultFor: (t) => [...modesForPlan(effectivePlan(t))] },
  bool('pricing-button', 'the Buy/Upgrade plan button', (t) => pricingViewFor({ userPlan: t.planId, teamPlan: t.teamPlan, teamMember: t.teamMember }) !== null),
  bool('subscription-buttons', 'the reactivate, cancel and manage subscription buttons', (t) => isPaidPlan(t.planId)),
  bool('chat-support', 'the chat support button', flagged),
  bool('copy-download', 'copy and download of generated text', (t) => canCopyOrDownload({ userPlan: t.planId, teamMode: t.teamMode })),
  { id: 'languages', type: 'json', summary: 'languages offered (a list)', defaultFor: () => [...LANGUAGES] },
  { id: 'app-downtime-flag', type: 'number', summary: 'end of a downtime in Unix seconds (the later of it and DOWNTIME_UNTIL shows); 0 = none', defaultFor: () => 0 },
  { id: 'default-model-chat', type: 'string', summary: 'default chat model', defaultFor: (t) => defaultModelFor(effectivePlan(t), 'chat') },
  { id: 'default-model-workflow', type: 'string', summary: 'default workflow model', defaultFor: (t) => defaultModelFor(effectivePlan(t), 'workflow') },
  {
    id: 'pricing-page-view-id',
    type: 'json',
    summary: 'pricing view id (JSON string, or null for none)',
    defaultFor: (t) => pricingViewFor({ userPlan: t.planId, teamPlan: t.teamPlan, teamMember: t.teamMember }),
  },
];

/** Every flag id, in catalogue order. */
export const FLAG_IDS: readonly string[] = FLAG_CATALOGUE.map((flag) => flag.id);
const BY_ID = new Map(FLAG_CATALOGUE.map((flag) => [flag.id, flag]));

/** The flag with this id, or undefined for an id the catalogue does not list. */
export function findFlag(id: string): TFlagDefinition | undefined {
  return BY_ID.get(id);
}

/** What a failed check answers (spec §5, §8): denied for a boolean flag, no value for any other. */
export function deniedValue(flag: TFlagDefinition): TFlagValue {
  return flag.type === 'boolean' ? false : null;
}

/** Every flag's plan-table default for these traits. */
export function planDefaults(traits: TFlagTraits): Record<string, TFlagValue> {
  return Object.fromEntries(FLAG_CATALOGUE.map((flag) => [flag.id, flag.defaultFor(traits)]));
}

/** Every flag denied or null: the answer when the traits are incomplete. */
export function deniedFlags(): Record<string, TFlagValue> {
  return Object.fromEntries(FLAG_CATALOGUE.map((flag) => [flag.id, deniedValue(flag)]));
}

/** Whether a value fits a flag's type: json takes any JSON value, the others their own kind only. */
export function valueFitsFlag(flag: TFlagDefinition, value: TFlagValue): boolean {
  if (flag.type === 'json') return true;
  if (flag.type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === flag.type;
}
