import { hasMarkup } from '@core/api/brandVoices';
import { badRequest } from '../errors';
import type { TExtractedDocument } from '../retrieval/document';
import { UnreadableFileError } from '../retrieval/extract/extractFile';
import { extractInWorker } from '../retrieval/extract/extractInWorker';
import type { TExtractLimits } from '../retrieval/extract/extractLimits';
import { fileTypeOf } from '../retrieval/extract/fileTypes';
import { extractHtml } from '../retrieval/extract/html';
import { PAGE_TYPES, readFetchedDocument } from '../retrieval/fetchUrlAsset';
import { unsupportedTypeMessage } from '../retrieval/ingestUpload';
import { FetchError, safeFetch, type TFetchPolicy } from '../retrieval/safeFetch';

// Each kind of sample read into plain text with the assets pipeline's own readers and limits:
// files in the extraction worker, pages through the safe fetch and Readability.

/** A document's text, heading and paragraph by paragraph. */
export const documentText = (document: TExtractedDocument) => document.blocks.map((block) => block.text).join('\n\n');

/** Pasted text as prose: pasted HTML (a copied page's source) is read for its text, its tags dropped. */
export function pastedText(text: string): string {
  return hasMarkup(text) ? documentText(extractHtml(text)) : text;
}

/** An uploaded file's text (PDF, DOCX, TXT, Markdown, HTML), or a 400 naming the file and why it cannot be read. */
export async function readSampleFile(filename: string, bytes: Buffer, limits: TExtractLimits): Promise<string> {
  const type = fileTypeOf(filename);
  if (!type) throw badRequest(`${filename}: ${unsupportedTypeMessage(filename)}`, 'file');
  if (bytes.length === 0) throw badRequest(`${filename}: the file is empty.`, 'file');
  try {
    return documentText((await extractInWorker(type.type, bytes, limits)).document);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw badRequest(`${filename}: ${error.message}`, 'file');
    throw error;
  }
}

/** A page's main text, or a 400 naming the URL and what went wrong (dead, blocked, too large, not a page). */
export async function readSampleUrl(url: string, policy: TFetchPolicy, limits: TExtractLimits): Promise<string> {
  try {
    const resource = await safeFetch(url, policy, { accept: PAGE_TYPES });
    return documentText((await readFetchedDocument(resource!, limits)).document);
  } catch (error) {
    if (error instanceof FetchError) throw badRequest(`We could not read ${url}: ${error.message}`, 'urls');
    if (error instanceof UnreadableFileError) throw badRequest(`We could not read ${url}: ${error.message}`, 'urls');
    throw error;
  }
}
