import type { Db } from '../db/database';
import type { TAssetRow } from '../db/schema/assets';
import { extractInWorker } from './extract/extractInWorker';
import { textCutNotice } from './extract/extractLimits';
import { fileTypeOf } from './extract/fileTypes';
import { indexDocument, NoTextError } from './indexer';
import { readStoredUpload, type TUploadStore } from './storedUploads';

/** A stored file that cannot be indexed; the asset fails with this message. */
export class StoredFileError extends Error {}

/**
 * Reads a large upload kept in the store (its job, or a re-fetch) and replaces the asset's chunks
 * in one transaction. It is read in a worker thread under the same limits as a file read in its
 * request; unreadable bytes (UnreadableFileError) or no text fail the asset with the reason, and
 * text cut at the limit is indexed with a note saying so.
 */
export async function indexStoredFile(db: Db, store: TUploadStore, asset: TAssetRow): Promise<TAssetRow> {
  const bytes = await readStoredUpload(store, asset.id);
  if (!bytes) throw new StoredFileError('The uploaded file is no longer stored on the server. Upload it again.');
  const type = fileTypeOf(asset.title);
  if (!type) throw new StoredFileError('The file type is not supported.');
  const { document, cut } = await extractInWorker(type.type, bytes, store.limits);
  let indexed: TAssetRow;
  try {
    indexed = await indexDocument(db, asset, document, { size: bytes.length, note: cut ? textCutNotice(store.limits.maxTextChars) : null });
  } catch (error) {
    if (error instanceof NoTextError) throw new StoredFileError('No readable text was found in the file (a scanned PDF needs OCR first).');
    throw error;
  }
  return indexed;
}
