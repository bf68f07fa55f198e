import { describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { PRICING_VIEW_IDS } from '@core/plans/planTypes';
import {
  addonCommand,
  currentPlanOutsideOffer,
  offeredPlans,
  offersBothBillings,
  planFacts,
  planPrice,
  plansForBilling,
  setPlanCommand,
} from './pricingPlans';

const ids = (plans: { id: string }[]) => plans.map((plan) => plan.id);

describe('the plans a pricing view offers', () => {
  it.each(PRICING_VIEW_IDS)('%s offers only paid plans of the table', (view) => {
    const offer = offeredPlans(view);
    expect(offer.length).toBeGreaterThan(0);
    for (const plan of offer) expect(plan.priceUsd, plan.id).toBeGreaterThan(0);
  });

  it('offers the current plans to new, free and legacy-team-member users, legacy prices to legacy users', () => {
    expect(ids(offeredPlans('new-mrr-user'))).toContain('premium_tier_1_monthly_june_2024');
    expect(ids(offeredPlans('forever-free-user'))).toEqual(ids(offeredPlans('new-mrr-user')));
    expect(ids(offeredPlans('team-member-legacy'))).toEqual(ids(offeredPlans('new-mrr-user')));
    expect(ids(offeredPlans('legacy-freelancer-user'))).toEqual(['freelancer_monthly_march_2024', 'freelancer_annual_march_2024']);
    expect(ids(offeredPlans('legacy-mrr-user'))).toContain('pro_monthly_inr');
    expect(ids(offeredPlans('new-mrr-user'))).not.toContain('5-day-trial-plan');
  });

  it('splits subscriptions by the annual switch and shows one-off plans in both', () => {
    const offer = offeredPlans('new-mrr-user');
    expect(offersBothBillings(offer)).toBe(true);
    expect(plansForBilling(offer, false).every((plan) => plan.billing === 'monthly')).toBe(true);
    expect(plansForBilling(offer, true).every((plan) => plan.billing === 'annual')).toBe(true);
    const payg = offeredPlans('pay-as-you-go-user');
    expect(offersBothBillings(payg)).toBe(false);
    expect(ids(plansForBilling(payg, true))).toEqual(ids(plansForBilling(payg, false)));
  });

  it('shows the user’s own plan apart when the offer lacks it', () => {
    const offer = offeredPlans('new-mrr-user');
    expect(currentPlanOutsideOffer('5-day-trial-plan', offer)?.id).toBe('5-day-trial-plan');
    expect(currentPlanOutsideOffer('premium_tier_1_monthly_june_2024', offer)).toBeNull();
    expect(currentPlanOutsideOffer('no_user', offer)).toBeNull();
    expect(currentPlanOutsideOffer(null, offer)).toBeNull();
  });
});

describe('a plan card', () => {
  it('prices per month, in rupees for INR plans', () => {
    expect(planPrice(PLANS.premium_tier_1_annual_june_2024!)).toEqual({ amount: '$29', period: 'per month, billed yearly' });
    expect(planPrice(PLANS.pro_monthly_inr!)).toEqual({ amount: '₹2,499', period: 'per month' });
    expect(planPrice(PLANS.ltd_bundle_pass!).period).toBe('once, for life');
  });

  it('lists credits, runs, seats, brand voices and selection limits', () => {
    expect(planFacts(PLANS.premium_tier_2_monthly_june_2024!)).toEqual([
      '2,500 credits a month',
      '50 AutoBlog workflow runs',
      '150 content optimisation runs',
      'Team of up to 3 seats',
      'Unlimited brand voices',
      'Up to 10 files, 10 URLs and 1 domain per generation',
    ]);
    expect(planFacts(PLANS.forever_free_plan!)).toContain('No team of its own; can join a team by invitation');
    expect(planFacts(PLANS.pro_monthly_usd_49!)).toContain('No team seats');
    // A trial owns no team (the team page tells a trial user so): its card offers no seats.
    expect(planFacts(PLANS['5-day-trial-plan']!)).toContain('No team of its own; can join a team by invitation');
    expect(planFacts(PLANS.forever_free_plan!)[0]).toBe('10 credits a day');
  });
});

describe('the admin commands shown', () => {
  it('names the user and the plan, quoting what a shell would split', () => {
    expect(setPlanCommand('ada@example.com', 'pro_monthly_usd')).toBe('npm run admin -- set-plan ada@example.com pro_monthly_usd');
    expect(setPlanCommand("o'neil @x.com", '5-day-trial-plan')).toBe(`npm run admin -- set-plan 'o'\\''neil @x.com' 5-day-trial-plan`);
    expect(addonCommand('ada@example.com', 'credits')).toBe('npm run admin -- add-credits ada@example.com <amount>');
    expect(addonCommand('ada@example.com', 'autoblog_workflow')).toBe('npm run admin -- add-runs ada@example.com autoblog_workflow <count>');
  });
});
