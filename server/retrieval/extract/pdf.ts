import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import type { TBlock, TExtractedDocument } from '../document';
import { cleanText } from '../document';

/** Joins a page's lines into paragraphs: blank lines separate them, hyphenated line ends are rejoined. */
function pageParagraphs(pageText: string): string[] {
  return pageText
    .replace(/\r\n?/g, '\n')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .split(/\n\s*\n/)
    .map((paragraph) => cleanText(paragraph.replace(/\n/g, ' ')))
    .filter(Boolean);
}

/** A PDF's text page by page (unpdf, the serverless build of PDF.js); each block knows its page. */
export async function extractPdf(bytes: Uint8Array): Promise<TExtractedDocument> {
  // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const blocks: TBlock[] = text.flatMap((pageText, index) =>
      pageParagraphs(pageText).map((paragraph): TBlock => ({ kind: 'paragraph', text: paragraph, page: index + 1 })),
    );
    const meta = await getMeta(pdf).catch(() => null);
    const title = typeof meta?.info?.Title === 'string' ? cleanText(meta.info.Title) : '';
    return { title, blocks };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
