import { Readability } from '@mozilla/readability';
import { JSDOM } from 'jsdom';
import type { TExtractedDocument } from '../document';
import { cleanText } from '../document';
import { htmlBlocks } from './htmlBlocks';

/** Page chrome left out when Readability finds no article and the whole body is read. */
const CHROME = 'nav, header, footer, aside, form, [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true]';

/** A parsed HTML page: its main text as blocks, plus the links the crawler follows. */
export type TParsedPage = TExtractedDocument & { links: string[]; siteName: string | null };

/**
 * Reads a page's main text with Mozilla Readability over jsdom (scripts never run). Pages that
 * Readability does not see as an article (short pages, lists) fall back to the body without chrome.
 */
export function parseHtmlPage(html: string, pageUrl?: string): TParsedPage {
  const dom = new JSDOM(html, pageUrl ? { url: pageUrl } : {});
  const document = dom.window.document;
  const links = Array.from(document.querySelectorAll('a[href]'))
    .map((anchor) => (anchor as HTMLAnchorElement).href)
    .filter((href) => /^https?:/i.test(href));
  const documentTitle = cleanText(document.title ?? '');
  const article = new Readability(document.cloneNode(true) as Document).parse();
  let blocks = [] as TParsedPage['blocks'];
  if (article?.content) {
    const articleDom = new JSDOM(`<body>${article.content}</body>`);
    blocks = htmlBlocks(articleDom.window.document.body);
    articleDom.window.close();
  }
  if (!blocks.some((block) => block.kind === 'paragraph')) {
    document.querySelectorAll(CHROME).forEach((element) => element.remove());
    blocks = document.body ? htmlBlocks(document.body) : [];
  }
  const title = cleanText(article?.title ?? '') || documentTitle;
  const siteName = article?.siteName ? cleanText(article.siteName) : null;
  dom.window.close();
  return { title, blocks, links, siteName };
}

/** An uploaded HTML file: same reading as a page, without links. */
export function extractHtml(html: string): TExtractedDocument {
  const { title, blocks } = parseHtmlPage(html);
  return { title, blocks };
}
