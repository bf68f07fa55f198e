import type { FastifyBaseLogger } from 'fastify';
import { MAX_SITE_SEARCHES, siteQueries, type TSiteQuery } from '@core/workflows/siteQueries';
import type { TWebResult, TWebSearch, TWebSearchOptions } from '../../search';
import { RESEARCH_LIMITS } from './researchLimits';

/** A site-restricted search's results (only those on the site: a provider may ignore "site:"). */
export type TSiteAnswer = { site: TSiteQuery; results: TWebResult[] };

const isOnSite = (raw: string, site: string) => {
  try {
    const host = new URL(raw).hostname.toLowerCase();
    return host === site || host.endsWith(`.${site}`);
  } catch {
    return false;
  }
};

/**
 * Asks Quora, Reddit and the custom sites for questions about a topic, one site-restricted search
 * each ("site:quora.com <topic>"), one at a time within RESEARCH_LIMITS.siteSearchTimeoutMs, at
 * most MAX_SITE_SEARCHES. A site that fails, a custom source that is not a site's name and the
 * sites past the bound are told in notices.
 */
export async function askSites(
  search: TWebSearch,
  request: { topic: string; quora: boolean; reddit: boolean; customSources: string[] },
  locale: Pick<TWebSearchOptions, 'language' | 'country'>,
  onStep: (step: string, done: number, total: number) => Promise<void>,
  signal: AbortSignal,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ answers: TSiteAnswer[]; notices: string[] }> {
  const { queries, invalid, skipped } = siteQueries(request);
  const notices: string[] = [];
  if (invalid.length) notices.push(`These sources are not site names and were not asked: ${invalid.join(', ')}.`);
  if (skipped.length) notices.push(`A research asks at most ${MAX_SITE_SEARCHES} sites for questions; these were not asked: ${skipped.join(', ')}.`);
  const answers: TSiteAnswer[] = [];
  for (const [done, site] of queries.entries()) {
    await onStep(`Asking ${site.label}`, done, queries.length);
    try {
      const results = await search.search(site.query, { limit: RESEARCH_LIMITS.siteResults, signal: AbortSignal.any([signal, AbortSignal.timeout(RESEARCH_LIMITS.siteSearchTimeoutMs)]), ...locale });
      answers.push({ site, results: results.filter((result) => isOnSite(result.url, site.site)) });
    } catch (error) {
      signal.throwIfAborted();
      logger?.warn({ err: error, site: site.site }, 'a research site search failed');
      notices.push(`${site.label} could not be asked for questions: the search failed.`);
    }
  }
  return { answers, notices };
}
