import { countWords } from '@core/analysis/wordCount';
import type { Db } from '../db/database';
import { blogs, type TBlogRow } from '../db/schema/blogs';
import { refreshDocFingerprint } from '../plagiarism/fingerprintStore';
import { blogTitle, checkedHtml, cleanHtml, decodeYdoc, DEFAULT_META_DATA, DEFAULT_USER_INPUT, mergeMetaData, mergeUserInput, type TBlogContent } from './blogFields';

/** Creates a doc from a save (or an empty one for the editor, with allowEmpty). */
export async function createBlog(db: Db, userId: string, content: TBlogContent, options: { allowEmpty?: boolean } = {}): Promise<TBlogRow> {
  const { html, text } = options.allowEmpty ? cleanHtml(content.html) : checkedHtml(content.html);
  const ydoc = decodeYdoc(content.metaData?.encodedYdoc);
  const [created] = await db
    .insert(blogs)
    .values({
      userId,
      teamId: content.teamId,
      projectId: content.projectId,
      title: blogTitle(content.title, text),
      copyToSave: html,
      userInput: mergeUserInput(DEFAULT_USER_INPUT, content.userInput),
      metaData: mergeMetaData(DEFAULT_META_DATA, content.metaData),
      ydoc,
      ydocUpdatedAt: ydoc ? new Date() : null,
      inputType: content.inputType ?? null,
      style: content.style ?? null,
      wordCount: countWords(text),
    })
    .returning();
  // A doc without a fingerprint is fingerprinted by the next check that could find it (backfill).
  await refreshDocFingerprint(db, created!);
  return created!;
}
