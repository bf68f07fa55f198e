import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { definePDFJSModule } from 'unpdf';
import type { InflateBudget } from './inflateBudget';

const HOOK = '__longformPdfDecodeBudget';

/**
 * The two places PDF.js produces decoded bytes, as unpdf's bundle spells them: a decoded stream's
 * buffer growing (every filter in JavaScript: Flate, LZW, run-length, ASCII85, decryption, content
 * streams joined together), and the chunks of the platform's DecompressionStream, which PDF.js
 * prefers for Flate content, fonts and CMaps. Counting at both bounds the bytes PDF.js really
 * decodes, whatever the file declares. A throw in the second makes PDF.js fall back to the first,
 * which throws again: the read stops.
 */
const PATCHES = [
  {
    at: 'ensureBuffer(e){let t=this.buffer;if(e<=t.byteLength)return t;let n=this.minBufferLength;for(;n<e;)n*=2;',
    becomes: `ensureBuffer(e){let t=this.buffer;if(e<=t.byteLength)return t;let n=this.minBufferLength;for(;n<e;)n*=2;globalThis.${HOOK}?.(n-t.byteLength);`,
  },
  {
    at: 'for await(let e of n)a.push(e),o+=e.byteLength;',
    becomes: `for await(let e of n)a.push(e),o+=e.byteLength,globalThis.${HOOK}?.(e.byteLength);`,
  },
];

type THookHolder = { [HOOK]?: (bytes: number) => void };

let loading: Promise<void> | null = null;

/**
 * Makes unpdf use a copy of its PDF.js whose decoding reports to the current budget. Fails
 * loudly when an unpdf update changed that code, rather than reading PDFs unbounded.
 */
export function useBoundedPdfjs(): Promise<void> {
  loading ??= (async () => {
    const bundle = path.join(path.dirname(createRequire(import.meta.url).resolve('unpdf')), 'pdfjs.mjs');
    let patched = await fs.promises.readFile(bundle, 'utf8');
    for (const { at, becomes } of PATCHES) {
      if (patched.split(at).length !== 2) throw new Error(`PDF.js in ${bundle} changed: the decoded-bytes limit cannot be applied (update server/retrieval/extract/boundedPdfjs.ts).`);
      patched = patched.replace(at, becomes);
    }
    const url = `data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`;
    await definePDFJSModule(() => import(/* @vite-ignore */ url));
  })();
  return loading;
}

/** Runs one PDF read with every decoded byte counted against `budget` (one read at a time per thread). */
export async function withDecodeBudget<T>(budget: InflateBudget, read: () => Promise<T>): Promise<T> {
  await useBoundedPdfjs();
  const holder = globalThis as THookHolder;
  if (holder[HOOK]) throw new Error('Another PDF is being read in this thread.');
  holder[HOOK] = (bytes) => budget.spend(bytes);
  try {
    const result = await read();
    // PDF.js may swallow the limit's error and carry on with what it has: the budget still decides.
    if (budget.exceeded) budget.spend(0);
    return result;
  } finally {
    delete holder[HOOK];
  }
}
