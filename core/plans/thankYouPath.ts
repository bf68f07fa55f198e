/** The lifetime bundle pass of the plan table (spec §4 "ltd bundle pass"), which has a thank-you page of its own (spec §2). */
export const LIFETIME_BUNDLE_PLAN_ID = 'ltd_bundle_pass';

/** The page a purchase of this plan returns to. */
export const LIFETIME_THANK_YOU_PATH = '/thank-you/lifetime-bundle';

/** Where Stripe Checkout sends the buyer back after paying for `planId`. */
export function thankYouPathFor(planId: string): string {
  return planId === LIFETIME_BUNDLE_PLAN_ID ? LIFETIME_THANK_YOU_PATH : '/thank-you';
}
