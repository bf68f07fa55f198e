import type { TAssetKind } from '@core/api/assets';
import type { Db } from '../db/database';
import type { TAssetRow } from '../db/schema/assets';
import { createAsset, deleteAsset } from './assetStore';
import type { TExtractedDocument } from './document';
import { extractHtml } from './extract/html';
import { extractMarkdown } from './extract/plainText';
import { indexDocument } from './indexer';

export type TAddTextAssetInput = {
  userId: string;
  teamId?: string | null;
  projectId: string;
  kind: TAssetKind;
  title: string;
  url?: string | null;
  /** Plain text or Markdown (headings with #). */
  text?: string;
  /** An HTML page; its main text is read with Readability. */
  html?: string;
};

function siteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * Stores a document already in hand (text, Markdown or HTML) as a ready asset of the project, in
 * the request: for seeding, imports and tests. Throws NoTextError when there is nothing to index
 * (and leaves no asset behind). The caller has checked that the project is the user's.
 */
export async function addTextAsset(db: Db, input: TAddTextAssetInput): Promise<TAssetRow> {
  const source = input.html ?? input.text ?? '';
  const document: TExtractedDocument = input.html !== undefined ? extractHtml(input.html) : extractMarkdown(source);
  const asset = await createAsset(db, {
    projectId: input.projectId,
    userId: input.userId,
    teamId: input.teamId ?? null,
    kind: input.kind,
    title: input.title || document.title || 'Untitled',
    url: input.url ?? null,
    site: siteOf(input.url),
    mime: input.html !== undefined ? 'text/html' : 'text/markdown',
    size: Buffer.byteLength(source),
    status: 'indexing',
  });
  try {
    return await indexDocument(db, asset, document, { url: input.url ?? null, fetchedAt: input.url ? new Date() : null });
  } catch (error) {
    await deleteAsset(db, asset.id);
    throw error;
  }
}
