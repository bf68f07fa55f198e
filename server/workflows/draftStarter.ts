import { eq } from 'drizzle-orm';
import { ERRORS } from '@core/errors';
import type { TAutoblogTemplate } from '@core/api/autoblog';
import type { TStartWriteInput } from '@core/api/workflows';
import { researchPassages } from '@core/workflows/researchContext';
import { noModelNotice } from '../ai/noModelNotice';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { createBlog } from '../commands/blogCreator';
import { escapeHtml } from '../exports/blogToHtml';
import { autoblogArticles, autoblogRuns, autoblogSteps } from '../db/schema/autoblog';
import type { TBlogRow } from '../db/schema/blogs';
import { workflows, type TWorkflowRow } from '../db/schema/workflows';
import { requestSeoBrief } from '../seo/briefRequester';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { loadUserEntitlements } from '../flags/userEntitlements';
import { passGenerationGate } from '../generation/generationGate';
import { noticeReaderOf } from '../generation/noticeReader';
import { enqueueArticle } from '../queues/autoblogJobs';
import type { TResearch } from '../autoblog/articleResearch';
import type { TDraftOutline } from '../autoblog/articleRunner';
import { findRun, isActive } from '../autoblog/autoblogStore';
import { resumeRun, retryArticle } from '../autoblog/runActions';
import { affordableArticles } from '../autoblog/runStarter';
import { draftArticleOf, otherModelReason, WITHOUT_MODEL } from './workflowResponse';
import { findWorkflow } from './workflowStore';

/** The AutoBlog template whose writing style fits the headline's style. */
const TEMPLATE_OF: Partial<Record<TWorkflowRow['headline']['style'], TAutoblogTemplate>> = { listicle: 'listicle', comparison: 'comparison', guide: 'pillar_page' };

/** The research as the draft's writer reads it: the top results, the questions, and the fact sheets' passages it may cite. */
function draftResearch(row: TWorkflowRow): TResearch {
  const { research } = row;
  return {
    headlines: research.serp_headlines.map((headline) => headline.title),
    questions: research.questions.map((question) => question.text).slice(0, 20),
    passages: researchPassages(research),
    notices: research.notices,
  };
}

/** The outline as the writer made it, in the shape the draft's writer reads. */
function draftOutline(row: TWorkflowRow, title: string): TDraftOutline {
  return {
    title,
    intro: row.outline.intro,
    sections: row.outline.sections.map((section) => ({ heading: section.heading, points: section.points.slice(0, 10), intro: section.intro, list: section.list })),
  };
}

/** The doc's SEO keywords: the topic, then the research's top related keywords (as many as the writer showed). */
function seoKeywordsOf(row: TWorkflowRow): string[] {
  const { research } = row;
  const keywords = [research.topic || row.headline.highlight || '', ...research.related_keywords.slice(0, Math.min(20, research.num_top_keywords_to_load))];
  return [...new Set(keywords.map((keyword) => keyword.trim().slice(0, 200)).filter(Boolean))];
}

const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');

/**
 * Writes a workflow's draft: a paused draft resumes, a failed or cancelled one is retried from its
 * last stored step, one being written answers 409; otherwise (none yet, or the last one done) a new
 * doc is made in the project with the headline and the blog intro, and an AutoBlog run of one
 * article writes it section by section into that doc. The research and the outline are the
 * writer's, stored as the article's first two steps, so the model is asked only for the sections
 * and the extras. The gate, the model and the runs left are checked first.
 */
export async function startWorkflowDraft(ctx: TContext, sessionUser: TSessionUser, workflow: TWorkflowRow, body: TStartWriteInput): Promise<TWorkflowRow> {
  const existing = await draftArticleOf(ctx, workflow);
  if (existing && isActive(existing.status)) throw conflict('The draft is being written.');
  if (existing && existing.status !== 'done') {
    const run = await findRun(ctx.db, existing.runId);
    if (run && existing.blogId) {
      if (existing.status === 'paused') await resumeRun(ctx, run);
      else await retryArticle(ctx, existing);
      return (await findWorkflow(ctx.db, workflow.id)) ?? workflow;
    }
  }
  if (!workflow.projectId) throw notFound('This workflow’s project was deleted. Start a new workflow in a project.');
  const headline = workflow.headline.highlight?.trim();
  if (!headline) throw badRequest('Pick a headline first.', 'headline');
  if (!workflow.outline.sections.length) throw badRequest('Add at least one subheading to the outline first.', 'outline');
  const entitlements = await loadUserEntitlements(ctx, sessionUser.id, { teamMode: Boolean(workflow.teamId) });
  const model = workflow.modelName ?? entitlements?.defaultModels.workflow ?? undefined;
  const pass = await passGenerationGate(ctx, sessionUser, { uniqueId: sessionUser.id, teamId: workflow.teamId, mode: 'instruct', model, projectId: workflow.projectId });
  if (pass.engine.engine !== 'model') throw badRequest(otherModelReason(ctx, pass.engine.name) ?? noModelNotice('write the draft', await noticeReaderOf(ctx, pass.user), WITHOUT_MODEL), 'model');
  if ((await affordableArticles(ctx, pass.user.id, pass.teamId)) < 1) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);

  const { research } = workflow;
  const tone = body.tone ?? workflow.write.tone;
  const length = body.length ?? workflow.write.length;
  const settings = { mode: research.engine === 'web' ? ('serp' as const) : ('domain' as const), formality: 'neutral' as const, length, language: research.language, country: research.country, tone };
  const { row, articleId, doc } = await ctx.db.transaction(async (tx) => {
    const blog = await createBlog(
      tx,
      pass.user.id,
      {
        projectId: workflow.projectId!,
        teamId: pass.teamId,
        title: headline,
        html: paragraphsHtml(workflow.outline.intro),
        userInput: { topic: research.topic || headline, headlines: [headline], tone },
        metaData: {
          researchContext: research.research_context,
          language: research.language,
          country: research.country,
          flagSemanticSearch: workflow.files.asset_ids.length > 0,
          seoKeywords: seoKeywordsOf(workflow),
        },
        inputType: 'workflow',
        style: workflow.headline.style,
      },
      { allowEmpty: true },
    );
    const [run] = await tx
      .insert(autoblogRuns)
      .values({
        userId: pass.user.id,
        teamId: pass.teamId,
        projectId: workflow.projectId,
        template: TEMPLATE_OF[workflow.headline.style] ?? 'how_to',
        source: 'workflow',
        settings,
        assetIds: workflow.files.asset_ids.length ? workflow.files.asset_ids : null,
        modelName: pass.engine.name,
        modelLabel: pass.engine.label,
        chargesCredits: pass.chargesCredits,
        notices: research.notices,
      })
      .returning();
    const [article] = await tx
      .insert(autoblogArticles)
      .values({ runId: run!.id, userId: pass.user.id, position: 0, keyword: research.topic || headline, title: headline, blogId: blog.id })
      .returning();
    await tx.insert(autoblogSteps).values([
      { articleId: article!.id, key: 'research', result: draftResearch(workflow), modelText: '' },
      { articleId: article!.id, key: 'outline', result: draftOutline(workflow, headline), modelText: '' },
    ]);
    const [updated] = await tx
      .update(workflows)
      .set({ autoblogRunId: run!.id, step: 'write', write: { tone, length }, revision: workflow.revision + 1, updatedAt: new Date() })
      .where(eq(workflows.id, workflow.id))
      .returning();
    return { row: updated!, articleId: article!.id, doc: blog };
  });
  await enqueueArticle(ctx.jobs, { id: articleId, userId: pass.user.id });
  await requestDraftBrief(ctx, workflow, doc);
  return row;
}

/**
 * The doc's SEO brief, built while the draft is written from the research's topic, its top related
 * keywords and the top results it read, so the doc opens with its SEO score. It uses a
 * content_optimization run when ready; without one left (or with three briefs building) the draft
 * goes on without it, and the SEO tab offers to build one.
 */
async function requestDraftBrief(ctx: TContext, workflow: TWorkflowRow, blog: TBlogRow): Promise<void> {
  const { research } = workflow;
  const keyword = (research.topic || workflow.headline.highlight || '').trim().slice(0, 120);
  if (!keyword) return;
  const urls = research.serp_headlines.map((headline) => headline.url).filter((url) => /^https?:\/\//.test(url)).slice(0, 10);
  const secondary = seoKeywordsOf(workflow).filter((word) => word !== keyword).map((word) => word.slice(0, 120)).slice(0, 20);
  try {
    await requestSeoBrief(ctx, {
      userId: blog.userId,
      teamId: blog.teamId,
      blog,
      projectId: blog.projectId,
      body: { unique_id: blog.userId, team_id: blog.teamId, keyword, secondary_keywords: secondary, urls, language: research.language, country: research.country, blog_id: blog.id },
    });
  } catch (error) {
    // A refusal (no runs left, briefs busy) is the normal "no brief yet"; anything else is a fault.
    if (!(error instanceof HttpError)) throw error;
  }
}
