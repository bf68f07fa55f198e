/** What one research may spend: untrusted input (a topic, custom sites) is bounded by the work it causes. */
export const RESEARCH_LIMITS = {
  /** Results asked for the topic (the headlines shown). */
  results: 10,
  /** Pages of the top results read at most, a few at once, each within its time. */
  pages: 5,
  concurrentPages: 3,
  pageTimeoutMs: 10_000,
  /** Time for the topic's search, and for each site-restricted search. */
  searchTimeoutMs: 15_000,
  siteSearchTimeoutMs: 10_000,
  /** Results asked of each site-restricted search. */
  siteResults: 10,
  /** Asset passages looked at for facts (the answer-passage search, at most 50). */
  assetPassages: 24,
} as const;
