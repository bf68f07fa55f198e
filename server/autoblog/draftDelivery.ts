import { and, eq, sql } from 'drizzle-orm';
import { chargeCredits } from '../commands/creditsCharger';
import { recordOwnKeyUsage } from '../commands/ownKeyUsageRecorder';
import { pushSavedToLiveDoc, updateBlog } from '../commands/blogUpdater';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { autoblogArticles, autoblogSteps, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { HttpError } from '../errors';
import type { TArticleDoc } from './articleFinisher';
import { PAUSING_REFUSALS, pauseRun } from './runPool';
import type { TLiveDocLookupOf } from './runEngine';

/** The doc was deleted while its draft was written: the article fails with this (nothing more is charged). */
export class DraftDocGone extends Error {
  constructor() {
    super('The doc this draft was being written into was deleted, so the rest was not written (the sections already in it were charged).');
  }
}

/** Someone cancelled or paused the article, or another worker delivered this part first. */
class NotDelivered extends Error {}

async function lockedBlog(tx: Db, blogId: string): Promise<TBlogRow> {
  const [blog] = await tx.select().from(blogs).where(eq(blogs.id, blogId));
  if (!blog) throw new DraftDocGone();
  return blog;
}

/**
 * Runs `work` (which writes the doc) with the charge for `modelText`, once per article and key, in
 * one transaction: what is charged is in the doc, what is not in the doc is not charged. A pool that
 * cannot pay pauses the run, with the part stored but not delivered; resuming delivers it without
 * asking the model again. Afterwards the doc's new state goes to its open editors.
 */
async function deliverOnce(
  db: Db,
  run: TAutoblogRunRow,
  article: TAutoblogArticleRow,
  key: string,
  modelText: string,
  work: (tx: Db, blog: TBlogRow) => Promise<TBlogRow>,
  liveDocument: TLiveDocLookupOf,
  finish?: (tx: Db) => Promise<void>,
): Promise<'delivered' | 'paused' | 'skipped'> {
  let saved: TBlogRow | null = null;
  try {
    await db.transaction(async (tx) => {
      const [marked] = await tx.insert(autoblogSteps).values({ articleId: article.id, key, result: {}, modelText: '' }).onConflictDoNothing().returning({ key: autoblogSteps.key });
      if (!marked) throw new NotDelivered();
      if (finish) await finish(tx);
      const usage = { userId: run.userId, teamId: run.teamId, outputText: [modelText], feature: 'autoblog', model: run.modelLabel };
      if (!run.chargesCredits) await recordOwnKeyUsage(tx, usage);
      const charged = run.chargesCredits && modelText.trim() ? await chargeCredits(tx, usage) : null;
      if (charged?.credits_charged) {
        await tx.update(autoblogArticles).set({ creditsCharged: sql`${autoblogArticles.creditsCharged} + ${charged.credits_charged}` }).where(eq(autoblogArticles.id, article.id));
      }
      saved = await work(tx, await lockedBlog(tx, article.blogId!));
    });
  } catch (error) {
    if (error instanceof NotDelivered) return 'skipped';
    if (error instanceof HttpError && PAUSING_REFUSALS.has(error.id)) {
      await pauseRun(db, run.id, error.message);
      return 'paused';
    }
    throw error;
  }
  if (saved) await pushSavedToLiveDoc(saved, (push) => liveDocument((saved as TBlogRow).id, push));
  return 'delivered';
}

/** A section of a workflow's draft, into its doc (the whole text written so far), charged for its words. */
export function deliverSection(db: Db, run: TAutoblogRunRow, article: TAutoblogArticleRow, index: number, sectionText: string, html: string, liveDocument: TLiveDocLookupOf) {
  return deliverOnce(db, run, article, `delivered:${index}`, sectionText, (tx, blog) => updateBlog(tx, blog, { projectId: blog.projectId!, teamId: blog.teamId, html }, (read) => liveDocument(blog.id, read), { pushLive: false }), liveDocument);
}

/**
 * The draft's end, in one transaction: the article marked done (only from "saving", so nothing
 * finishes twice), the doc's final text with its conclusion and sources and its meta description,
 * summary and conclusion, one autoblog_workflow run used, and the credits for the extras' words.
 */
export function finishDraft(db: Db, run: TAutoblogRunRow, article: TAutoblogArticleRow, doc: TArticleDoc, extrasText: string, liveDocument: TLiveDocLookupOf) {
  return deliverOnce(
    db,
    run,
    article,
    'delivered:final',
    extrasText,
    (tx, blog) =>
      updateBlog(
        tx,
        blog,
        { projectId: blog.projectId!, teamId: blog.teamId, html: doc.html, metaData: { meta: doc.meta, summary: doc.summary, conclusion: doc.conclusion, researchContext: doc.researchContext } },
        (read) => liveDocument(blog.id, read),
        { pushLive: false },
      ),
    liveDocument,
    async (tx) => {
      const [claimed] = await tx
        .update(autoblogArticles)
        .set({ status: 'done', step: 'Saved', progress: 100, error: null, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(autoblogArticles.id, article.id), eq(autoblogArticles.status, 'saving')))
        .returning({ id: autoblogArticles.id });
      if (!claimed) throw new NotDelivered();
      await useFeatureRun(tx, { userId: run.userId, teamId: run.teamId, feature: 'autoblog_workflow' });
    },
  );
}
