import type { TContext } from '../../context';
import { crawlSettingsFor } from '../../retrieval/fetchPolicy';
import type { TPageReaderDeps } from '../../seo/pageReader';

/**
 * What reading research pages needs, from the app's configuration, as the SEO brief runner gets
 * it (server/app.ts): the fetch policy, the extraction limits of uploads, and a per-host pace.
 * Build it once per worker so every research of this process shares the pace; researchTopic
 * reads robots.txt afresh for each research (its own robots map).
 */
export function researchPageReaderDeps(ctx: Pick<TContext, 'env' | 'uploads'>): TPageReaderDeps {
  const { policy, pacer } = crawlSettingsFor(ctx.env);
  return { policy, extract: ctx.uploads.limits, pacer, robots: new Map() };
}
