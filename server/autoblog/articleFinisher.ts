import { and, eq } from 'drizzle-orm';
import { createBlog } from '../commands/blogCreator';
import { chargeCredits } from '../commands/creditsCharger';
import { recordOwnKeyUsage } from '../commands/ownKeyUsageRecorder';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { autoblogArticles, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';
import { HttpError } from '../errors';
import { PAUSING_REFUSALS, pauseRun } from './runPool';

/** The doc an article becomes. */
export type TArticleDoc = { title: string; html: string; meta: string; summary: string; conclusion: string; researchContext: string };

/** Another worker finished (or someone cancelled or paused) this article first: it is never saved or charged twice. */
class NotSaving extends Error {}

/**
 * Saves a written article as a new doc, in one transaction with its charge: the article marked
 * done (only from "saving", so nothing finishes twice), the doc created, one autoblog_workflow run
 * used and the credits for the words the model wrote for it (none on the user's own key). A pool
 * without runs or credits by then pauses the run, with nothing saved or charged; its steps stay
 * stored, so resuming saves it without asking the model again.
 */
export async function finishArticle(db: Db, run: TAutoblogRunRow, article: TAutoblogArticleRow, doc: TArticleDoc, modelTexts: string[], modelLabel: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(autoblogArticles)
        .set({ status: 'done', step: 'Saved', progress: 100, error: null, title: doc.title, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(autoblogArticles.id, article.id), eq(autoblogArticles.status, 'saving')))
        .returning({ id: autoblogArticles.id });
      if (!claimed) throw new NotSaving();
      const blog = await createBlog(tx, run.userId, {
        projectId: run.projectId!,
        teamId: run.teamId,
        title: doc.title,
        html: doc.html,
        userInput: { topic: article.keyword, headlines: [doc.title], tone: run.settings.tone, descriptionTextArea: article.notes ?? '' },
        metaData: { meta: doc.meta, summary: doc.summary, conclusion: doc.conclusion, researchContext: doc.researchContext, language: run.settings.language, country: run.settings.country },
        inputType: 'autoblog',
        style: run.template,
      });
      await useFeatureRun(tx, { userId: run.userId, teamId: run.teamId, feature: 'autoblog_workflow' });
      const usage = { userId: run.userId, teamId: run.teamId, outputText: modelTexts, feature: 'autoblog', model: modelLabel };
      if (!run.chargesCredits) await recordOwnKeyUsage(tx, usage);
      const charged = run.chargesCredits ? await chargeCredits(tx, usage) : null;
      await tx.update(autoblogArticles).set({ blogId: blog.id, creditsCharged: charged?.credits_charged ?? 0 }).where(eq(autoblogArticles.id, article.id));
    });
  } catch (error) {
    if (error instanceof NotSaving) return;
    if (error instanceof HttpError && PAUSING_REFUSALS.has(error.id)) return pauseRun(db, run.id, error.message);
    throw error;
  }
}
