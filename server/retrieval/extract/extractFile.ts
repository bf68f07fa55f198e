import type { TExtractedDocument } from '../document';
import { extractDocx } from './docx';
import { extractHtml } from './html';
import { extractPdf } from './pdf';
import { extractMarkdown, extractPlainText } from './plainText';
import type { TFileType } from './fileTypes';
import { declaredUnzippedBytes, MAX_UNZIPPED_BYTES } from './zipGuard';

/** A file that cannot be read as the type its name says; the message is shown next to the file. */
export class UnreadableFileError extends Error {}

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UnreadableFileError('The file is not valid UTF-8 text.');
  }
}

/**
 * Reads an uploaded file's text. Checks the bytes match the type first (a renamed image is not a
 * PDF), and turns parser failures into UnreadableFileError.
 */
export async function extractFile(type: TFileType, bytes: Buffer): Promise<TExtractedDocument> {
  if (type === 'pdf') {
    if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1) throw new UnreadableFileError('The file is not a PDF (it has no PDF header).');
    try {
      return await extractPdf(bytes);
    } catch (error) {
      throw new UnreadableFileError(`The PDF could not be read (${(error as Error).message || 'damaged file'}).`);
    }
  }
  if (type === 'docx') {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new UnreadableFileError('The file is not a DOCX document (only .docx, not the older .doc, can be read).');
    const unzipped = declaredUnzippedBytes(bytes);
    if (unzipped === null) throw new UnreadableFileError('The DOCX document could not be read (damaged file).');
    if (unzipped > MAX_UNZIPPED_BYTES) throw new UnreadableFileError('The DOCX document unpacks to more than 200 MB, which is not read.');
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
