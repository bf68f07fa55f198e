import type { FastifyBaseLogger } from 'fastify';
import { RESEARCH_TOP_KEYWORDS } from '@core/constants';
import { WORKFLOW_LIMITS, type TFactSheet, type TResearchQuestion, type TResearchState, type TSerpHeadline } from '@core/api/workflows';
import { cutAtWord } from '@core/text/cutAtWord';
import { pickFacts } from '@core/workflows/factPicker';
import { keywordPhrases, mergeKeywords } from '@core/workflows/keywordPhrases';
import { buildResearchContext } from '@core/workflows/researchContext';
import { numberFactSheets } from '@core/workflows/researchPassages';
import { mergeQuestions, questionFromTitle, relatedQuestion } from '@core/workflows/researchQuestions';
import type { Db } from '../../db/database';
import type { TWebResult, TWebSearch } from '../../search';
import type { TPageReaderDeps } from '../../seo/pageReader';
import { searchLocaleOf } from '../../seo/searchLocale';
import { assetFactSheets } from './assetFactSheets';
import { RESEARCH_LIMITS } from './researchLimits';
import { readResearchPages, type TResearchPage } from './researchPages';
import { askSites } from './siteQuestions';

export type TResearchDeps = { db: Db; search: TWebSearch | null; pages: TPageReaderDeps; logger?: Pick<FastifyBaseLogger, 'info' | 'warn'> };

export type TResearchRequest = {
  topic: string;
  country: string;
  language: string;
  quora: boolean;
  reddit: boolean;
  customSources: string[];
  projectId: string | null;
  /** Empty: all of the project's assets. */
  assetIds: string[];
};

export type TResearchFound = Pick<TResearchState, 'engine' | 'related_keywords' | 'serp_headlines' | 'questions' | 'fact_sheets' | 'research_context' | 'notices'>;

export const NO_SEARCH_NOTICE = 'No web search is configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the research comes from the assets only.';
export const SEARCH_FAILED_NOTICE = 'The web search failed, so the research comes from the assets only.';
export const NO_RESULTS_NOTICE = 'The web search found no results for this topic.';
export const noAssetFactsNotice = (selected: boolean) => `No passage of ${selected ? 'the selected assets' : "the project's assets"} states a fact about this topic.`;

/** The notices of one research, each once, at most the state's 10 of at most 500 characters. */
class Notices {
  private readonly list: string[] = [];

  add(text: string): void {
    const notice = cutAtWord(text, 500);
    if (!this.list.includes(notice)) this.list.push(notice);
  }

  all(): string[] {
    return this.list.slice(0, 10);
  }
}

/** Progress reported in order, never going back, one call at a time (pages are read a few at once). */
function progressReporter(onProgress: (progress: number, step: string) => Promise<void>) {
  let last = 0;
  let chain = Promise.resolve();
  return (progress: number, step: string) => {
    last = Math.max(last, Math.min(100, Math.round(progress)));
    const at = last;
    chain = chain.then(() => onProgress(at, step));
    return chain;
  };
}

/** An address as a notice shows it: host and path, short. */
function shortAddress(raw: string): string {
  try {
    const url = new URL(raw);
    return cutAtWord(`${url.host}${url.pathname === '/' ? '' : url.pathname}`, 120);
  } catch {
    return cutAtWord(raw, 120);
  }
}

const isWebAddress = (raw: string) => raw.length <= 2_000 && /^https?:\/\//i.test(raw);

/** The top results as headlines, with the H2/H3 headings of the pages that were read. */
function headlinesOf(results: readonly TWebResult[], pages: readonly TResearchPage[]): TSerpHeadline[] {
  const headingsByUrl = new Map(pages.filter((read) => read.page).map((read) => [read.result.url, read.page!.headings]));
  return results.slice(0, WORKFLOW_LIMITS.serpHeadlines).map((result) => ({
    title: cutAtWord(result.title || result.url, 500),
    url: result.url,
    headings: (headingsByUrl.get(result.url) ?? [])
      .filter((heading) => heading.level === 2 || heading.level === 3)
      .slice(0, 40)
      .map((heading) => cutAtWord(heading.text, 300)),
  }));
}

/** One fact sheet per page read, with the facts pickFacts finds in its text as read. */
function pageFactSheets(topic: string, language: string, pages: readonly TResearchPage[]): TFactSheet[] {
  const sheets: TFactSheet[] = [];
  for (const { result, page } of pages) {
    if (!page) continue;
    const title = cutAtWord(result.title || page.title, 500);
    const facts = pickFacts(topic, { text: page.text, title: page.title || result.title }, { language });
    if (!facts.length) continue;
    sheets.push({
      title,
      url: result.url,
      asset_id: null,
      facts: facts.map((fact) => ({ text: fact.text, passage: { n: 1, asset_id: null, kind: 'web' as const, title, url: result.url, location: null, text: fact.passage.text } })),
    });
  }
  return sheets;
}

/** The assets' sheets and the web's taken in turn (each side gets its share), then the assets' first. */
function combineSheets(assets: readonly TFactSheet[], web: readonly TFactSheet[]): TFactSheet[] {
  const chosen = new Set<TFactSheet>();
  for (let at = 0; chosen.size < WORKFLOW_LIMITS.factSheets && (at < assets.length || at < web.length); at += 1) {
    for (const sheet of [assets[at], web[at]]) if (sheet && chosen.size < WORKFLOW_LIMITS.factSheets) chosen.add(sheet);
  }
  return [...assets, ...web].filter((sheet) => chosen.has(sheet));
}

/**
 * Researches a topic for the blog workflow (issue 19): the web search's top results (their
 * headlines, and the headings and facts of the first pages, read safely), its related searches as
 * keywords and questions, questions from Quora, Reddit and custom sites through site-restricted
 * searches, facts from the project's (selected) assets, and the research context built from all
 * of it. Without a search provider, or when it fails, the research comes from the assets only and
 * a notice says so. Deterministic past the I/O (no model: it costs no credits). A page or site
 * that fails is skipped with a notice; only a stop (`signal`) or the database throws.
 */
export async function researchTopic(
  deps: TResearchDeps,
  request: TResearchRequest,
  onProgress: (progress: number, step: string) => Promise<void>,
  signal: AbortSignal,
): Promise<TResearchFound> {
  const progress = progressReporter(onProgress);
  const notices = new Notices();
  const topic = request.topic.replace(/\s+/g, ' ').trim();
  const locale = searchLocaleOf(request.language, request.country);
  let engine: 'web' | 'assets' = 'assets';
  let results: TWebResult[] = [];
  let related: string[] = [];
  if (!deps.search) notices.add(NO_SEARCH_NOTICE);
  else {
    await progress(5, 'Searching the web');
    try {
      const answer = await deps.search.searchWithRelated(topic, { limit: RESEARCH_LIMITS.results, signal: AbortSignal.any([signal, AbortSignal.timeout(RESEARCH_LIMITS.searchTimeoutMs)]), ...locale });
      engine = 'web';
      const seen = new Set<string>();
      results = answer.results.filter((result) => isWebAddress(result.url) && !seen.has(result.url) && seen.add(result.url)).slice(0, RESEARCH_LIMITS.results);
      related = answer.related;
      if (!results.length) notices.add(NO_RESULTS_NOTICE);
    } catch (error) {
      signal.throwIfAborted();
      deps.logger?.warn({ err: error }, 'the research web search failed');
      notices.add(SEARCH_FAILED_NOTICE);
    }
  }

  const questions: TResearchQuestion[] = [];
  const providerKeywords: string[] = [];
  for (const text of related) {
    const question = relatedQuestion(text);
    if (question) questions.push({ text: question, source: 'search', url: null });
    else providerKeywords.push(text);
  }
  if (engine === 'web' && deps.search) {
    const asked = await askSites(deps.search, { ...request, topic }, locale, (step, done, total) => progress(10 + (20 * done) / total, step), signal, deps.logger);
    for (const notice of asked.notices) notices.add(notice);
    for (const { site, results: found } of asked.answers) {
      for (const result of found) {
        const text = questionFromTitle(result.title);
        if (text) questions.push({ text, source: site.source, url: isWebAddress(result.url) ? result.url : null });
      }
    }
  }

  const pages = await readResearchPages(deps.pages, results, (started, total) => progress(30 + (45 * (started - 1)) / total, `Reading ${started} of ${total} pages`), signal, deps.logger);
  for (const { result, failure } of pages) if (failure) notices.add(`${shortAddress(result.url)} was skipped: ${failure}`);

  if (request.projectId) await progress(78, 'Reading your assets');
  const assets = await assetFactSheets(deps.db, { ...request, topic });
  await progress(90, 'Picking facts');
  const web = pageFactSheets(topic, request.language, pages);
  if (request.projectId && !assets.sheets.length && (engine === 'assets' || request.assetIds.length)) notices.add(noAssetFactsNotice(request.assetIds.length > 0));
  const fact_sheets = numberFactSheets(combineSheets(assets.sheets, web));

  const keywordSources =
    engine === 'web'
      ? results.map((result) => [result.title, result.snippet, ...(pages.find((read) => read.result === result)?.page?.headings.map((heading) => heading.text) ?? [])])
      : assets.passages.map((passage) => [passage.location ?? '', passage.text]);
  const related_keywords = mergeKeywords(topic, [providerKeywords, keywordPhrases(topic, keywordSources)]);
  const serp_headlines = headlinesOf(results, pages);
  const merged = mergeQuestions(questions);
  await progress(95, 'Writing the research context');
  const research_context = buildResearchContext({
    topic,
    related_keywords,
    num_top_keywords_to_load: RESEARCH_TOP_KEYWORDS,
    questions: merged,
    fact_sheets,
    selected_context: [],
    serp_headlines,
  });
  return { engine, related_keywords, serp_headlines, questions: merged, fact_sheets, research_context, notices: notices.all() };
}
