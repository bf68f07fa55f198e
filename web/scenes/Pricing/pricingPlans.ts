import { isPaidPlan } from '@core/plans/freePlans';
import { NO_USER_PLAN_ID, PLAN_LIST, findPlan } from '@core/plans/planTable';
import type { TPlan, TPricingViewId } from '@core/plans/planTypes';
import { ADDON_PACKS, type TAddonPack } from '@core/plans/addons';

/**
 * Which plans each pricing view (spec §9) offers. A view whose users pay offers the plans of that
 * view (legacy users keep their legacy prices); free users and members of legacy teams are offered
 * the current plans (new-mrr-user).
 */
const OFFER_OF_VIEW: Record<TPricingViewId, TPricingViewId> = {
  'new-mrr-user': 'new-mrr-user',
  'legacy-mrr-user': 'legacy-mrr-user',
  'legacy-freelancer-user': 'legacy-freelancer-user',
  'forever-free-user': 'new-mrr-user',
  'pay-as-you-go-user': 'pay-as-you-go-user',
  'ltd-bundle-pass-user': 'ltd-bundle-pass-user',
  'team-member-legacy': 'new-mrr-user',
};

/** The paid plans a view offers, in the plan table's order. */
export function offeredPlans(view: TPricingViewId): TPlan[] {
  return PLAN_LIST.filter((plan) => plan.pricingViewId === OFFER_OF_VIEW[view] && isPaidPlan(plan.id));
}

const isSubscription = (plan: TPlan) => plan.billing === 'monthly' || plan.billing === 'annual';

/** The plans shown for one position of the annual switch; one-off plans show in both. */
export function plansForBilling(plans: readonly TPlan[], annual: boolean): TPlan[] {
  return plans.filter((plan) => !isSubscription(plan) || plan.billing === (annual ? 'annual' : 'monthly'));
}

/** Whether the monthly/annual switch changes anything for these plans. */
export function offersBothBillings(plans: readonly TPlan[]): boolean {
  return plans.some((plan) => plan.billing === 'monthly') && plans.some((plan) => plan.billing === 'annual');
}

/** The user's own plan when the offer does not include it (a trial, the free plan …), to show it marked. */
export function currentPlanOutsideOffer(planId: string | null, offer: readonly TPlan[]): TPlan | null {
  const plan = planId === NO_USER_PLAN_ID ? undefined : findPlan(planId);
  return plan && !offer.some((offered) => offered.id === plan.id) ? plan : null;
}

const number = new Intl.NumberFormat('en-US');
const money = (amount: number, currency: 'usd' | 'inr') =>
  new Intl.NumberFormat(currency === 'inr' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);

/** The price as shown on a card: amount and period (prices are per month, docs/decisions.md "Plans"). */
export function planPrice(plan: TPlan): { amount: string; period: string } {
  const amount = plan.currency === 'inr' && plan.priceInr !== null ? money(plan.priceInr, 'inr') : money(plan.priceUsd, 'usd');
  const period: Record<TPlan['billing'], string> = {
    monthly: 'per month',
    annual: 'per month, billed yearly',
    lifetime: 'once, for life',
    usage: 'per credit pack',
    trial: 'free trial',
    free: 'free',
    custom: 'agreed per contract',
  };
  return { amount, period: period[plan.billing] };
}

/**
 * The team a plan comes with, read from the plan table's seats (the team page reads the same): a
 * plan without seats but with the team pages (trials, forever-free) joins a team by invitation.
 */
function teamLine(plan: TPlan): string {
  if (plan.maxTeamMembers > 0) return `Team of up to ${number.format(plan.maxTeamMembers)} seat${plan.maxTeamMembers === 1 ? '' : 's'}`;
  return plan.teamPages ? 'No team of its own; can join a team by invitation' : 'No team seats';
}

/** What a plan gives, one line each: credits, runs, team seats, brand voices, selection limits. */
export function planFacts(plan: TPlan): string[] {
  const renew = { monthly: ' a month', daily: ' a day', never: '' }[plan.creditsRenew];
  const { autoblog_workflow: workflows, content_optimization: optimisations } = plan.runLimits;
  const { files, urls, domains } = plan.selectionLimits;
  const plural = (count: number, word: string) => `${number.format(count)} ${word}${count === 1 ? '' : 's'}`;
  return [
    `${plural(plan.creditLimit, 'credit')}${renew}`,
    plural(workflows, 'AutoBlog workflow run'),
    plural(optimisations, 'content optimisation run'),
    teamLine(plan),
    plan.brandVoiceLimit < 0 ? 'Unlimited brand voices' : plural(plan.brandVoiceLimit, 'brand voice'),
    `Up to ${plural(files, 'file')}, ${plural(urls, 'URL')} and ${plural(domains, 'domain')} per generation`,
  ];
}

/** Quotes a value for a POSIX shell when it holds anything beyond plain email and id characters. */
export function shellArgument(value: string): string {
  return /^[\w@.+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The admin command that puts this user on this plan (server/admin, README "Administration"). */
export function setPlanCommand(email: string, planId: string): string {
  return `npm run admin -- set-plan ${shellArgument(email)} ${shellArgument(planId)}`;
}

/** The add-ons of spec §3: additional credits, and additional runs of the two features with run limits. */
export type TAddon = { id: 'credits' | 'autoblog_workflow' | 'content_optimization'; title: string; description: string };
export const ADDONS: readonly TAddon[] = [
  {
    id: 'credits',
    title: 'Additional credits',
    description: 'Credits added on top of your plan’s credit limit, for when you write more than the plan allows.',
  },
  {
    id: 'autoblog_workflow',
    title: 'Additional AutoBlog workflow runs',
    description: 'More AutoBlog workflow runs (articles), used once your plan’s runs are spent.',
  },
  {
    id: 'content_optimization',
    title: 'Additional content optimisation runs',
    description: 'More content optimisation runs, used once your plan’s runs are spent.',
  },
];

/** The packs Checkout sells for one kind of add-on, with their price as shown on the Buy button. */
export function addonPacksFor(kind: TAddon['id']): { pack: TAddonPack; price: string }[] {
  return ADDON_PACKS.filter((pack) => pack.kind === kind).map((pack) => ({ pack, price: money(pack.priceUsd, 'usd') }));
}

/** The admin command that adds an add-on to this user; the amount is left for the administrator to fill in. */
export function addonCommand(email: string, addon: TAddon['id']): string {
  const who = shellArgument(email);
  return addon === 'credits' ? `npm run admin -- add-credits ${who} <amount>` : `npm run admin -- add-runs ${who} ${addon} <count>`;
}
