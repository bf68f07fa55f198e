import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TAssetRow } from '../db/schema/assets';
import type { TProjectRow } from '../db/schema/projects';
import { createAsset, deleteAsset } from './assetStore';
import { UnreadableFileError } from './extract/extractFile';
import { extractInWorker } from './extract/extractInWorker';
import { textCutNotice } from './extract/extractLimits';
import { ACCEPTED_FILE_TYPES, fileTypeOf } from './extract/fileTypes';
import { indexDocument, NoTextError } from './indexer';
import { storeUpload, type TUploadStore } from './storedUploads';

export type TUploadOutcome = { asset: TAssetRow; error: null } | { asset: null; error: string };

/** The reason a person reads when an upload is refused for its type. */
export function unsupportedTypeMessage(filename: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1];
  return `${extension ? `.${extension} files are` : 'This file type is'} not supported. Upload ${ACCEPTED_FILE_TYPES}.`;
}

/**
 * Where uploads are read: files over the store's threshold are kept there and read by a job (the
 * asset-fetch queue) instead of in the request; the store's limits bound every read.
 */
export type TBackgroundReading = { store: TUploadStore; enqueue: (assetId: string) => Promise<void> };

/**
 * Reads one uploaded file into a ready asset, or says why it cannot: unsupported type, empty,
 * unreadable, too large once unpacked, too slow, or no text. A refused file leaves nothing behind.
 * A file over the store's threshold is kept on disk and queued instead: the asset answers
 * `queued` and its job reads it (a file that turns out unreadable then fails the asset with the
 * reason). Text cut at the limit is indexed, and the asset says so.
 */
export async function ingestUpload(
  db: Db,
  user: TSessionUser,
  project: TProjectRow,
  file: { filename: string; bytes: Buffer },
  background: TBackgroundReading,
): Promise<TUploadOutcome> {
  const type = fileTypeOf(file.filename);
  if (!type) return { asset: null, error: unsupportedTypeMessage(file.filename) };
  if (file.bytes.length === 0) return { asset: null, error: 'The file is empty.' };
  if (file.bytes.length > background.store.thresholdBytes) {
    const queued = await createAsset(db, {
      projectId: project.id,
      userId: user.id,
      kind: 'file',
      title: file.filename.slice(0, 300),
      mime: type.mime,
      size: file.bytes.length,
      status: 'queued',
      storedUpload: true,
    });
    try {
      await storeUpload(background.store, queued.id, file.bytes);
      await background.enqueue(queued.id);
    } catch (error) {
      await deleteAsset(db, queued.id);
      throw error;
    }
    return { asset: queued, error: null };
  }
  let extracted;
  try {
    extracted = await extractInWorker(type.type, file.bytes, background.store.limits);
  } catch (error) {
    if (error instanceof UnreadableFileError) return { asset: null, error: error.message };
    throw error;
  }
  const asset = await createAsset(db, {
    projectId: project.id,
    userId: user.id,
    kind: 'file',
    title: file.filename.slice(0, 300),
    mime: type.mime,
    size: file.bytes.length,
    status: 'indexing',
  });
  try {
    const indexed = await indexDocument(db, asset, extracted.document, { note: extracted.cut ? textCutNotice(background.store.limits.maxTextChars) : null });
    return { asset: indexed, error: null };
  } catch (error) {
    await deleteAsset(db, asset.id);
    if (error instanceof NoTextError) return { asset: null, error: 'No readable text was found in the file (a scanned PDF needs OCR first).' };
    throw error;
  }
}
