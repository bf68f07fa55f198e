import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import type { TBlock, TExtractedDocument } from '../document';
import { cleanText } from '../document';
import { withDecodeBudget } from './boundedPdfjs';
import type { InflateBudget } from './inflateBudget';

/** Joins a page's lines into paragraphs: blank lines separate them, hyphenated line ends are rejoined. */
function pageParagraphs(pageText: string): string[] {
  return pageText
    .replace(/\r\n?/g, '\n')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .split(/\n\s*\n/)
    .map((paragraph) => cleanText(paragraph.replace(/\n/g, ' ')))
    .filter(Boolean);
}

/**
 * A PDF's text page by page (unpdf, the serverless build of PDF.js); each block knows its page.
 * With a budget, every byte PDF.js decodes counts against it (an uploaded file's reading).
 */
export function extractPdf(bytes: Uint8Array, budget?: InflateBudget): Promise<TExtractedDocument> {
  return budget ? withDecodeBudget(budget, () => readPdf(bytes)) : readPdf(bytes);
}

async function readPdf(bytes: Uint8Array): Promise<TExtractedDocument> {
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
