import type { TPassage } from '@core/api/citations';
import type { TAutoblogArticleStatus } from '@core/api/autoblog';
import { snippetProblems } from '@core/analysis/seo/snippetChecks';
import { optimiseSnippet, writeExtras, writeOutline, writeSection, type TArticleBrief } from '../ai/autoblog';
import type { TCallSettings } from '../ai/modelStream';
import type { TOutlineAnswer } from '../ai/autoblog/schema';
import { advanceArticle, findArticle, findRun, isActive, storedSteps, storeStep } from './autoblogStore';
import { articleHtml, type TWrittenSection } from './articleHtml';
import { finishArticle } from './articleFinisher';
import { deliverSection, finishDraft } from './draftDelivery';
import { researchKeyword, type TResearch } from './articleResearch';
import { engineOfRun, EngineGoneError, type TAutoblogDeps, type TLiveDocLookupOf } from './runEngine';
import { pauseRun, poolRefusal } from './runPool';
import { holdSlot, waitForSlot } from './userSlots';

const liveDocumentOf = (deps: TAutoblogDeps): TLiveDocLookupOf => deps.liveDocument ?? (async (_blogId, work) => work(undefined));

/** The article was cancelled or paused while its job worked: the job ends quietly, its stored steps kept. */
class Stopped extends Error {}

/** The research as the later steps read it, in meta_data.researchContext. */
function researchContextOf(research: TResearch): string {
  return [
    research.headlines.length ? `Top results:\n${research.headlines.map((h) => `- ${h}`).join('\n')}` : '',
    research.questions.length ? `Questions:\n${research.questions.map((q) => `- ${q}`).join('\n')}` : '',
    research.passages.length ? `Sources:\n${research.passages.map((p) => `[${p.n}] ${p.title}${p.url ? ` (${p.url})` : ''}: ${p.text}`).join('\n')}` : '',
    ...research.notices,
  ]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, 200_000);
}

const forPrompt = (passages: TPassage[]) => passages.map((passage) => ({ n: passage.n, title: passage.title, text: passage.text }));

/** An outline as a workflow stores it for its draft: the model's shape, with the writer's blog intro and each section's intro and list. */
export type TDraftOutline = Omit<TOutlineAnswer, 'sections'> & { intro?: string; sections: (TOutlineAnswer['sections'][number] & { intro?: string; list?: string[] })[] };

/** What a section is asked to cover: its points, and how to join the writer's own intro and list around it. */
function pointsOf(section: TDraftOutline['sections'][number]): string[] {
  return [
    ...section.points,
    ...(section.intro?.trim() ? [`The section opens with the writer’s intro, which is already written (continue from it, do not repeat it): “${section.intro.trim()}”`] : []),
    ...(section.list?.length ? [`The section ends with this list, which is already written (lead into it, do not repeat it): ${section.list.join('; ')}`] : []),
  ];
}

/**
 * Writes one article, step by step: research, outline, each section, the meta description with
 * summary and conclusion, then the save with its charge. Each step's result is stored before the
 * next starts, and a stored step is read, never run again, so a retry, a crash or a restart goes
 * on where it stopped and pays for no model call twice. An article whose pool cannot pay any more
 * pauses the run before it asks the model anything.
 */
export async function runArticle(deps: TAutoblogDeps, articleId: string, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const article = await findArticle(db, articleId);
  if (!article || !isActive(article.status)) return;
  const run = await findRun(db, article.runId);
  if (!run) return;
  if (!run.projectId) throw new EngineGoneError('The run’s project was deleted, so the article has nowhere to be saved.');
  const steps = await storedSteps(db, articleId);
  const refusal = await poolRefusal(db, run);
  if (refusal) return pauseRun(db, run.id, refusal.message);
  const engine = await engineOfRun(deps, run);
  if (!(await waitForSlot(db, article, signal))) return;
  const release = holdSlot(db, articleId);
  const settings: TCallSettings = { signal, idleTimeoutMs: deps.idleTimeoutMs, retries: deps.retries, onFailure: (error, attempt) => deps.logger.warn({ err: error, attempt, articleId }, 'autoblog model call failed') };
  const brief: TArticleBrief = { keyword: article.keyword, title: article.title, notes: article.notes, template: run.template, settings: run.settings };

  const step = async <T>(key: string, status: TAutoblogArticleStatus, label: string, progress: number, work: () => Promise<{ result: T; modelText: string }>): Promise<T> => {
    const stored = steps.get(key);
    if (stored) return stored.result as T;
    signal.throwIfAborted();
    if (!(await advanceArticle(db, articleId, { status, step: label, progress }))) throw new Stopped();
    const { result, modelText } = await work();
    const kept = await storeStep(db, articleId, key, result, modelText);
    steps.set(key, { result: kept, modelText });
    return kept;
  };

  try {
    const research = await step('research', 'researching', 'Researching', 5, async () => ({ result: await researchKeyword(db, { projectId: run.projectId, assetIds: run.assetIds, settings: run.settings, search: deps.search, pages: deps.pages ?? null }, article.keyword, signal), modelText: '' }));
    const passages = forPrompt(research.passages);
    const outline = await step<TDraftOutline>('outline', 'outlining', 'Outlining', 15, async () => {
      const answer = await writeOutline(engine, brief, { headlines: research.headlines, questions: research.questions, passages }, settings);
      return { result: answer, modelText: [answer.title, ...answer.sections.map((section) => section.heading)].join('\n') };
    });
    const headings = outline.sections.map((section) => section.heading);
    const words = Math.max(80, Math.round(run.settings.length / (headings.length + 1)));
    const sections: TWrittenSection[] = [];
    // A workflow's draft (its doc made when it started) receives each section as soon as it is written.
    const draft = Boolean(article.blogId);
    for (const [index, section] of outline.sections.entries()) {
      const label = `Writing section ${index + 1} of ${headings.length} (${section.heading})`;
      const written = await step(`section:${index}`, 'writing', label, 20 + Math.round((65 * index) / headings.length), async () => {
        const answer = await writeSection(engine, brief, { title: outline.title, headings }, index, pointsOf(section), passages, words, settings);
        return { result: answer, modelText: answer.text };
      });
      sections.push({ heading: section.heading, ...written, intro: section.intro, list: section.list });
      if (draft) {
        const html = articleHtml({ intro: outline.intro, sections, conclusion: '', passages: research.passages });
        if ((await deliverSection(db, run, article, index, written.text, html, liveDocumentOf(deps))) === 'paused') return;
      }
    }
    const body = sections.map((section) => `${section.heading}\n\n${section.text}`).join('\n\n');
    const extras = await step('extras', 'writing', 'Writing the meta description, summary and conclusion', 88, async () => {
      const answer = await writeExtras(engine, brief, outline.title, body, settings);
      return { result: answer, modelText: [answer.meta, answer.summary, answer.conclusion].join('\n') };
    });
    // The search snippet: the meta description (and the title, unless the writer chose it) fixed for the keyword when they fall short.
    const keepTitle = draft || Boolean(article.title);
    const snippet = await step('optimise', 'writing', 'Optimising the title and meta description for search', 92, async () => {
      const current = { title: outline.title, meta: extras.meta };
      const problemsOf = (candidate: typeof current) => snippetProblems({ keyword: article.keyword, ...candidate, language: run.settings.language }).filter((problem) => !keepTitle || !problem.startsWith('title'));
      const problems = problemsOf(current);
      if (!problems.length) return { result: current, modelText: '' };
      const answer = await optimiseSnippet(engine, brief, { ...current, keepTitle }, problems, headings, settings);
      const titleToFix = problems.some((problem) => problem.startsWith('title'));
      const candidate = { title: titleToFix ? answer.title : current.title, meta: problems.some((problem) => problem.startsWith('meta')) ? answer.meta : current.meta };
      // Kept only when it fixes more than it breaks; the words charged are the ones kept.
      if (problemsOf(candidate).length >= problems.length) return { result: current, modelText: '' };
      return { result: candidate, modelText: [candidate.title === current.title ? '' : candidate.title, candidate.meta].filter(Boolean).join('\n') };
    });
    if (!(await advanceArticle(db, articleId, { status: 'saving', step: 'Saving the doc', progress: 95 }))) return;
    const html = articleHtml({ intro: outline.intro, sections, conclusion: extras.conclusion, passages: research.passages });
    if (draft) {
      const extrasText = [extras.meta, extras.summary, extras.conclusion, steps.get('optimise')?.modelText ?? ''].filter(Boolean).join('\n');
      await finishDraft(db, run, article, { title: outline.title, html, meta: snippet.meta, summary: extras.summary, conclusion: extras.conclusion, researchContext: researchContextOf(research) }, extrasText, liveDocumentOf(deps));
      return;
    }
    const modelTexts = [...steps.values()].map((stored) => stored.modelText).filter(Boolean);
    await finishArticle(db, run, article, { title: snippet.title, html, meta: snippet.meta, summary: extras.summary, conclusion: extras.conclusion, researchContext: researchContextOf(research) }, modelTexts, engine.label);
  } catch (error) {
    if (error instanceof Stopped) return;
    throw error;
  } finally {
    await release();
  }
}
