import { Worker } from 'node:worker_threads';
import type { TExtractedDocument } from '../document';
import type { TExtractReply, TExtractRequest } from './extractionWorkerMain';
import type { TExtractLimits } from './extractLimits';
import { UnreadableFileError } from './extractFile';
import type { TFileType } from './fileTypes';

/** Files read at once; more wait their turn (the machines this runs on have a few cores). */
const MAX_WORKERS = 2;
/** An idle worker is kept this long for the next file (starting one costs about half a second). */
const IDLE_MS = 60_000;
/** The worker's JavaScript heap: generous for a 25 MB DOCX's XML, short of taking the machine. */
const HEAP_MB = 1_536;
const ENTRY = new URL('./extractionWorker.mjs', import.meta.url);

type TSlot = { worker: Worker; ready: Promise<void>; idleTimer: NodeJS.Timeout | null };

const idle: TSlot[] = [];
const queue: (() => void)[] = [];
let busy = 0;

function spawn(): TSlot {
  const worker = new Worker(ENTRY, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  const slot: TSlot = { worker, ready: Promise.resolve(), idleTimer: null };
  slot.ready = new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
    };
    const onMessage = (message: unknown) => message === 'ready' && settle(resolve);
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`The extraction worker stopped while starting (exit code ${code}).`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  // A worker that fails while idle leaves the pool instead of crashing the server (no other listener then).
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const index = idle.indexOf(slot);
    if (index >= 0) idle.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
  });
  return slot;
}

/** A worker for one read (an idle one, else a new one), waiting while MAX_WORKERS are busy; counts as busy until released. */
async function acquire(): Promise<TSlot> {
  if (busy >= MAX_WORKERS) await new Promise<void>((resolve) => queue.push(resolve));
  busy += 1;
  const slot = idle.pop() ?? spawn();
  if (slot.idleTimer) clearTimeout(slot.idleTimer);
  slot.idleTimer = null;
  slot.worker.ref();
  return slot;
}

function release(slot: TSlot | null): void {
  busy -= 1;
  if (slot) {
    slot.worker.unref();
    // Leaving the pool happens on 'exit' (above).
    slot.idleTimer = setTimeout(() => void slot.worker.terminate(), IDLE_MS).unref();
    idle.push(slot);
  }
  queue.shift()?.();
}

/** One request on one worker; settles with its reply, or rejects when the worker dies or runs out of time. */
function ask(slot: TSlot, request: TExtractRequest, timeoutMs: number, transfer: ArrayBuffer): Promise<TExtractReply> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
    };
    const onMessage = (reply: TExtractReply) => {
      cleanup();
      resolve(reply);
    };
    const onError = (error: Error & { code?: string }) => {
      cleanup();
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new UnreadableFileError('The file needs more memory to read than the server allows, so it was not read.')
          : error,
      );
    };
    const onExit = () => {
      cleanup();
      reject(new Error('The extraction worker stopped.'));
    };
    const timer = setTimeout(() => {
      cleanup();
      void slot.worker.terminate();
      reject(new UnreadableFileError(`The file took longer than ${Number((timeoutMs / 1_000).toFixed(2))} s to read, so it was stopped and not read.`));
    }, timeoutMs);
    slot.worker.on('message', onMessage);
    slot.worker.on('error', onError);
    slot.worker.on('exit', onExit);
    slot.worker.postMessage(request, [transfer]);
  });
}

/**
 * Reads an uploaded file in a worker thread, so a slow or hostile file never stalls the server's
 * other requests: the inflated bytes are counted in the worker, the read is stopped (the worker
 * terminated) after `timeoutMs`, and the text is cut at `maxTextChars`. Throws UnreadableFileError
 * with the message shown next to the file.
 */
export async function extractInWorker(type: TFileType, bytes: Buffer, limits: TExtractLimits): Promise<{ document: TExtractedDocument; cut: boolean }> {
  // The worker gets its own copy (transferred, not cloned again): the caller keeps its buffer.
  const copy = new Uint8Array(bytes);
  const request: TExtractRequest = { type, bytes: copy, maxInflatedBytes: limits.maxInflatedBytes, maxTextChars: limits.maxTextChars };
  const slot = await acquire().catch((error: unknown) => {
    release(null);
    throw error;
  });
  let healthy = false;
  try {
    // The time limit starts once the worker runs: starting one is the server's cost, not the file's.
    await slot.ready;
    const reply = await ask(slot, request, limits.timeoutMs, copy.buffer);
    healthy = true;
    if (reply.ok) return { document: reply.document, cut: reply.cut };
    throw reply.unreadable ? new UnreadableFileError(reply.message) : new Error(reply.message);
  } finally {
    if (!healthy) void slot.worker.terminate();
    release(healthy ? slot : null);
  }
}
