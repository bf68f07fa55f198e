import { fromCreditTenths, toCreditTenths } from './creditTenths';
import { WORDS_PER_CREDIT } from './creditsForText';

/** Words an article's model writes besides its body: the outline, and the meta description, summary and conclusion. */
export const ARTICLE_EXTRA_WORDS = 250;

/** The credits an AutoBlog article of `length` words is expected to cost (its body and its extras), in tenths. */
export function articleCreditTenths(length: number): number {
  return Math.ceil(((length + ARTICLE_EXTRA_WORDS) * 10) / WORDS_PER_CREDIT);
}

/** How many such articles `creditsLeft` pays for, by the estimate (exact tenths, never floating point). */
export function articlesAffordable(creditsLeft: number, length: number): number {
  return Math.floor(toCreditTenths(creditsLeft) / articleCreditTenths(length));
}

/** The estimate in credits, for messages. */
export const articleCredits = (length: number) => fromCreditTenths(articleCreditTenths(length));
