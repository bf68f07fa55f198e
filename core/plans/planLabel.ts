import type { TBilling } from './planTypes';

const BILLING_WORDS: Partial<Record<TBilling, string>> = { monthly: 'monthly', annual: 'yearly' };

/**
 * A plan's name as people read it, which every screen, receipt and admin message shows (the table
 * stores it as `displayName`): the plan's own name, then how a subscription is billed ("Team,
 * monthly"; "Premium Tier 2, yearly"); other plans by name alone ("5-Day Free Trial"). Never an
 * id's date or a second pair of brackets.
 */
export function planLabel(name: string, billing: TBilling): string {
  const word = BILLING_WORDS[billing];
  return word ? `${name}, ${word}` : name;
}
