import type { TPlannerIntent } from '../api/planner';

/** Words of someone ready to act: buy, order, sign up, download. */
const TRANSACTIONAL = /\b(?:buy|order|purchase|coupons?|discounts?|deals?|cheap|for sale|shop|download|subscribe|sign ?up|free trial|near me|hire|book)\b/i;
/** Words of someone choosing: best, top, vs, reviews, prices, alternatives. */
const COMMERCIAL = /\b(?:best|top|vs\.?|versus|reviews?|compare|comparison|alternatives?|prices?|pricing|costs?|worth it|cheapest|rated)\b/i;
/** Words of someone looking for one place: a login, an official site, an app. */
const NAVIGATIONAL = /\b(?:login|log in|sign in|official|website|homepage|app|dashboard|contact|customer service)\b|\.(?:com|org|net|io)\b/i;

/**
 * A keyword's search intent read from its words, without a model: transactional words first (a
 * "best price to buy" is a purchase), then commercial, then navigational; anything else (how, what,
 * why, guides, tips) is informational.
 */
export function intentOf(keyword: string): TPlannerIntent {
  if (TRANSACTIONAL.test(keyword)) return 'transactional';
  if (COMMERCIAL.test(keyword)) return 'commercial';
  if (NAVIGATIONAL.test(keyword)) return 'navigational';
  return 'informational';
}
