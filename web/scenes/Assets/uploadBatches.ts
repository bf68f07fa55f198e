import { MAX_FILES_PER_UPLOAD, type TUploadAssetsResponse } from '@core/api/assets';

type TResults = TUploadAssetsResponse['results'];

/** Files in groups the server takes in one request, in the order chosen. */
export function splitIntoBatches<T>(files: readonly T[], size = MAX_FILES_PER_UPLOAD): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += size) batches.push(files.slice(start, start + size));
  return batches;
}

/**
 * Uploads any number of files, one request per batch, one after another: progress runs over all
 * bytes, and results arrive batch by batch, so a failure later keeps what earlier batches added.
 */
export async function uploadInBatches<T extends { size: number }>(
  files: readonly T[],
  send: (batch: T[], onProgress: (fraction: number) => void) => Promise<{ results: TResults }>,
  onProgress: (fraction: number) => void,
  onResults: (results: TResults) => void,
): Promise<void> {
  const total = Math.max(1, files.reduce((sum, file) => sum + file.size, 0));
  let done = 0;
  for (const batch of splitIntoBatches(files)) {
    const bytes = batch.reduce((sum, file) => sum + file.size, 0);
    const body = await send(batch, (fraction) => onProgress(Math.min(1, (done + fraction * bytes) / total)));
    done += bytes;
    onResults(body.results);
  }
  onProgress(1);
}
