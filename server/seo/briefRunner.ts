import type { FastifyBaseLogger } from 'fastify';
import type { TBriefPage } from '@core/api/seo';
import type { Db } from '../db/database';
import type { TSeoBriefRow } from '../db/schema/seoBriefs';
import type { TExtractLimits } from '../retrieval/extract/extractLimits';
import type { HostPacer } from '../retrieval/hostPacer';
import type { TFetchPolicy } from '../retrieval/safeFetch';
import type { TWebSearch } from '../search';
import { finishBrief } from './briefFinisher';
import { planBriefPages } from './briefPlanner';
import { findSeoBrief, pageTextsOf, savePageText, updateSeoBrief } from './briefStore';
import { pageFailureReason, readCompetitorPage, type TPageReaderDeps, type TReadPage } from './pageReader';

/** Pages read at once (each site keeps its own pace). */
const CONCURRENT_PAGES = 3;

export type TBriefRunnerDeps = { db: Db; webSearch: TWebSearch | null; policy: TFetchPolicy; extract: TExtractLimits; pacer: HostPacer; logger: FastifyBaseLogger };

const settled = (page: TBriefPage) => page.status === 'read' || page.status === 'failed';

/**
 * Builds one brief: plans its pages (search, pasted, own assets) once, then reads each page,
 * saving every page's progress as it goes, and finishes (snapshot + charge, or a clear failure).
 * A build interrupted by a restart resumes: pages already read are kept, a page left 'reading'
 * is read again, and the search is not asked twice.
 */
export async function runBriefBuild(deps: TBriefRunnerDeps, briefId: string, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  let brief = await findSeoBrief(db, briefId);
  if (!brief || brief.status === 'ready' || brief.status === 'failed') return;
  if (brief.status === 'queued' || brief.pages.length === 0) {
    const plan = await planBriefPages({ db, webSearch: deps.webSearch, searchTimeoutMs: deps.policy.timeoutMs }, brief, signal);
    for (const [url, text] of plan.assetTexts) await savePageText(db, brief.id, url, text);
    const changes: Partial<TSeoBriefRow> = {
      status: 'building',
      pages: plan.pages,
      pagesTotal: plan.pages.length,
      pagesDone: plan.pages.filter(settled).length,
      relatedQuestions: plan.related,
      notices: plan.notices,
      error: null,
    };
    await updateSeoBrief(db, brief.id, changes);
    brief = { ...brief, ...changes };
  }
  const pages = brief.pages.map((page) => (page.status === 'reading' ? { ...page, status: 'waiting' as const } : page));
  let writes = Promise.resolve();
  const save = () => {
    const snapshot = pages.map((page) => ({ ...page }));
    writes = writes.then(() => updateSeoBrief(db, briefId, { pages: snapshot, pagesDone: snapshot.filter(settled).length }));
    return writes;
  };
  const reader: TPageReaderDeps = { policy: deps.policy, extract: deps.extract, pacer: deps.pacer, robots: new Map() };
  const waiting = pages.map((page, index) => ({ page, index })).filter(({ page }) => page.status === 'waiting');
  // One reader breaking (the database, a stop) stops the others, so a retried job never races them.
  const broken = new AbortController();
  const reading = AbortSignal.any([signal, broken.signal]);
  const readNext = async (): Promise<void> => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      reading.throwIfAborted();
      pages[next.index] = { ...next.page, status: 'reading' };
      await save();
      let read: TReadPage | null = null;
      try {
        read = await readCompetitorPage(reader, next.page.url, reading);
      } catch (error) {
        if (reading.aborted) throw error;
        deps.logger.info({ err: error, briefId, url: next.page.url }, 'a brief page could not be read');
        pages[next.index] = { ...pages[next.index]!, status: 'failed', error: pageFailureReason(error) };
      }
      if (read) {
        // Stored before the page shows as read, so a resumed build finds the text of every page read.
        await savePageText(db, briefId, next.page.url, read.text);
        const title = next.page.origin === 'search' ? next.page.title || read.title : read.title;
        pages[next.index] = { ...pages[next.index]!, status: 'read', title, word_count: read.wordCount, headings: read.headings, error: null };
      }
      await save();
    }
  };
  const stopOthers = (error: unknown) => {
    broken.abort(error);
    throw error;
  };
  await Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => readNext().catch(stopOthers)));
  await writes;
  const texts = await pageTextsOf(db, briefId);
  await finishBrief(db, { ...brief, pages }, { pages, texts, related: brief.relatedQuestions, notices: brief.notices });
}
