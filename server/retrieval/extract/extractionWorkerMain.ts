import { parentPort } from 'node:worker_threads';
import type { TExtractedDocument } from '../document';
import { useBoundedPdfjs } from './boundedPdfjs';
import { capText } from './capText';
import { extractFile, UnreadableFileError } from './extractFile';
import type { TFileType } from './fileTypes';
import { InflateBudget } from './inflateBudget';

/** One file to read, sent by the pool (extractInWorker.ts). */
export type TExtractRequest = { type: TFileType; bytes: Uint8Array; maxInflatedBytes: number; maxTextChars: number };

/** What became of it: the text (and whether it was cut), or why it cannot be read. */
export type TExtractReply =
  | { ok: true; document: TExtractedDocument; cut: boolean }
  | { ok: false; unreadable: boolean; message: string };

async function read(request: TExtractRequest): Promise<TExtractReply> {
  try {
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    const document = await extractFile(request.type, bytes, new InflateBudget(request.maxInflatedBytes));
    return { ok: true, ...capText(document, request.maxTextChars) };
  } catch (error) {
    return { ok: false, unreadable: error instanceof UnreadableFileError, message: (error as Error)?.message || String(error) };
  }
}

await useBoundedPdfjs();
parentPort!.on('message', (request: TExtractRequest) => {
  void read(request).then((reply) => parentPort!.postMessage(reply));
});
parentPort!.postMessage('ready');
