import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assetChunks, assets, type TAssetRow } from '../db/schema/assets';
import { refreshAssetFingerprint } from '../plagiarism/fingerprintStore';
import { chunkBlocks, type TChunk } from './chunker';
import type { TExtractedDocument } from './document';
import { asTextSearchLanguage, detectLanguage, type TTextSearchLanguage } from './language';
import { assetIndexed } from './vectors/vectorIndex';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (7 per row). */
const INSERT_BATCH = 500;

/** Thrown when a source holds no text we can index; the asset fails with this message. */
export class NoTextError extends Error {
  constructor(message = 'No readable text was found in it.') {
    super(message);
  }
}

/** All the words of a document, for language detection. */
export function documentText(document: TExtractedDocument): string {
  return document.blocks.map((block) => block.text).join('\n');
}

/** The chunk rows of one source, with their tsvector computed in the asset's language. */
function chunkRows(asset: TAssetRow, chunks: TChunk[], language: TTextSearchLanguage, firstPosition: number, url: string | null) {
  return chunks.map((chunk, index) => ({
    assetId: asset.id,
    projectId: asset.projectId,
    position: firstPosition + index,
    heading: chunk.heading,
    location: chunk.location,
    url,
    text: chunk.text,
    tsv: sql`setweight(to_tsvector(${language}::regconfig, ${chunk.heading ?? ''}), 'A') || setweight(to_tsvector(${language}::regconfig, ${chunk.text}), 'B')`,
  }));
}

async function insertChunks(tx: Db, rows: ReturnType<typeof chunkRows>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(assetChunks).values(rows.slice(start, start + INSERT_BATCH) as never);
  }
}

/**
 * Replaces a file's or a URL's chunks with those of `document` and marks it ready, in one
 * transaction: a reader sees the old text or the new, never half of it. `note` is what the asset
 * shows with it (a text cut at the limit), written with the ready state so no reader sees one
 * without the other.
 */
export async function indexDocument(
  db: Db,
  asset: TAssetRow,
  document: TExtractedDocument,
  details: { url?: string | null; size?: number; fetchedAt?: Date | null; title?: string; mime?: string | null; note?: string | null } = {},
): Promise<TAssetRow> {
  const chunks = chunkBlocks(document.blocks);
  if (!chunks.length) throw new NoTextError();
  const language = detectLanguage(documentText(document));
  const rows = chunkRows(asset, chunks, language, 0, details.url ?? null);
  const indexed = await db.transaction(async (tx) => {
    await tx.delete(assetChunks).where(eq(assetChunks.assetId, asset.id));
    await insertChunks(tx as unknown as Db, rows);
    const [updated] = await tx
      .update(assets)
      .set({
        status: 'ready',
        error: details.note ?? null,
        // New chunks, new vectors: an earlier embedding failure no longer describes them.
        embeddingError: null,
        chunkCount: rows.length,
        language,
        title: details.title || asset.title,
        size: details.size ?? asset.size,
        mime: details.mime === undefined ? asset.mime : details.mime,
        fetchedAt: details.fetchedAt === undefined ? asset.fetchedAt : details.fetchedAt,
        pagesIndexed: asset.kind === 'url' ? 1 : asset.pagesIndexed,
        pagesTotal: asset.kind === 'url' ? 1 : asset.pagesTotal,
        updatedAt: new Date(),
      })
      .where(eq(assets.id, asset.id))
      .returning();
    await refreshAssetFingerprint(tx as unknown as Db, asset.id);
    return updated!;
  });
  // Vectors come after, in a job, so the request stays fast; full text finds the asset meanwhile.
  await assetIndexed(db, asset.id);
  return indexed;
}

/**
 * Adds one page of a domain: its chunks and the progress counters move together, so a crawl
 * resumed after a restart sees exactly the pages already stored. Returns the chunk count added.
 */
export async function appendDomainPage(db: Db, asset: TAssetRow, pageUrl: string, document: TExtractedDocument, bytes: number): Promise<number> {
  const chunks = chunkBlocks(document.blocks);
  if (!chunks.length) return 0;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(assets).where(eq(assets.id, asset.id)).for('update');
    if (!current) return 0;
    // The first page decides the site's language; later pages follow it so one query fits all.
    const language = current.chunkCount > 0 ? asTextSearchLanguage(current.language) : detectLanguage(documentText(document));
    await tx.delete(assetChunks).where(and(eq(assetChunks.assetId, asset.id), eq(assetChunks.url, pageUrl)));
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${assetChunks.position}) + 1, 0)::int` })
      .from(assetChunks)
      .where(eq(assetChunks.assetId, asset.id));
    await insertChunks(tx as unknown as Db, chunkRows(asset, chunks, language, next, pageUrl));
    await tx
      .update(assets)
      .set({
        language,
        chunkCount: sql`(select count(*)::int from ${assetChunks} where ${assetChunks.assetId} = ${asset.id})`,
        pagesIndexed: sql`(select count(distinct ${assetChunks.url})::int from ${assetChunks} where ${assetChunks.assetId} = ${asset.id})`,
        size: sql`${assets.size} + ${bytes}`,
        updatedAt: new Date(),
      })
      .where(eq(assets.id, asset.id));
    await refreshAssetFingerprint(tx as unknown as Db, asset.id);
    return chunks.length;
  });
}

/**
 * A URL or file read again that could not be read this time: its earlier text stays searchable
 * (ready), with the reason the new read failed, so a dead link does not erase what was cited.
 */
export async function keepEarlierText(db: Db, assetId: string, reason: string): Promise<void> {
  const error = `The last re-fetch failed, so the text read before is kept: ${reason}`.slice(0, 500);
  await db.update(assets).set({ status: 'ready', error, updatedAt: new Date() }).where(eq(assets.id, assetId));
}

/** Marks an asset failed with the reason a person reads, and drops any chunks it had. */
export async function failAsset(db: Db, assetId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(assetChunks).where(eq(assetChunks.assetId, assetId));
    await tx
      .update(assets)
      .set({ status: 'failed', error: reason.slice(0, 500), embeddingError: null, chunkCount: 0, pagesIndexed: sql`case when ${assets.kind} = 'file' then null else 0 end`, updatedAt: new Date() })
      .where(eq(assets.id, assetId));
    await refreshAssetFingerprint(tx as unknown as Db, assetId);
  });
}
