import type { TExtractedDocument } from '../document';
import { extractDocx } from './docx';
import { extractHtml } from './html';
import { extractPdf } from './pdf';
import { extractMarkdown, extractPlainText } from './plainText';
import type { TFileType } from './fileTypes';
import { InflateBudget, InflateLimitError } from './inflateBudget';
import { inflateZipEntries } from './zipGuard';

/** A file that cannot be read as the type its name says; the message is shown next to the file. */
export class UnreadableFileError extends Error {}

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UnreadableFileError('The file is not valid UTF-8 text.');
  }
}

/** The message for a file that expands past its budget, in the words used for the type. */
function tooLarge(name: string, budget: InflateBudget): UnreadableFileError {
  return new UnreadableFileError(`${name} ${new InflateLimitError(budget.limitBytes).message}, which is not read.`);
}

/**
 * Reads an uploaded file's text. Checks the bytes match the type first (a renamed image is not a
 * PDF), counts what DOCX entries and PDF streams really inflate against `budget`, and turns parser
 * failures and a spent budget into UnreadableFileError.
 */
export async function extractFile(type: TFileType, bytes: Buffer, budget: InflateBudget): Promise<TExtractedDocument> {
  if (type === 'pdf') {
    if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1) throw new UnreadableFileError('The file is not a PDF (it has no PDF header).');
    try {
      return await extractPdf(bytes, budget);
    } catch (error) {
      // PDF.js passes errors on as its own: the budget says whether the limit stopped it.
      if (budget.exceeded) throw tooLarge('The PDF', budget);
      throw new UnreadableFileError(`The PDF could not be read (${(error as Error).message || 'damaged file'}).`);
    }
  }
  if (type === 'docx') {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new UnreadableFileError('The file is not a DOCX document (only .docx, not the older .doc, can be read).');
    try {
      if (!(await inflateZipEntries(bytes, budget))) throw new UnreadableFileError('The DOCX document could not be read (damaged file).');
    } catch (error) {
      if (error instanceof InflateLimitError) throw tooLarge('The DOCX document', budget);
      throw error;
    }
    try {
      return await extractDocx(bytes);
    } catch (error) {
      throw new UnreadableFileError(`The DOCX document could not be read (${(error as Error).message || 'damaged file'}).`);
    }
  }
  const text = decodeUtf8(bytes);
  if (text.includes('\u0000')) throw new UnreadableFileError('The file holds binary data, not text.');
  if (type === 'markdown') return extractMarkdown(text);
  if (type === 'html') return extractHtml(text);
  return extractPlainText(text);
}
