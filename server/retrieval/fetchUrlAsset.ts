import type { Db } from '../db/database';
import type { TAssetRow } from '../db/schema/assets';
import type { TExtractedDocument } from './document';
import { capText } from './extract/capText';
import { extractInWorker } from './extract/extractInWorker';
import { textCutNotice, type TExtractLimits } from './extract/extractLimits';
import { parseHtmlPage } from './extract/html';
import { extractMarkdown, extractPlainText } from './extract/plainText';
import { indexDocument } from './indexer';
import { FetchError, safeFetch, type TFetchPolicy, type TFetchedResource } from './safeFetch';

/** Content types a URL asset may serve. */
export const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain', 'text/markdown', 'application/pdf'];

/**
 * A fetched page's text: HTML through Readability, text as is, PDF through unpdf in the extraction
 * worker under the same limits as an uploaded PDF (a linked PDF can be a stream bomb too); the
 * text is cut at the same length.
 */
export async function readFetchedDocument(resource: TFetchedResource, limits: TExtractLimits): Promise<{ document: TExtractedDocument; cut: boolean }> {
  const type = resource.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return extractInWorker('pdf', resource.body, limits);
  const text = resource.body.toString('utf8');
  if (type === 'text/plain') return capText(extractPlainText(text), limits.maxTextChars);
  if (type === 'text/markdown') return capText(extractMarkdown(text), limits.maxTextChars);
  const { title, blocks } = parseHtmlPage(text, resource.url);
  return capText({ title, blocks }, limits.maxTextChars);
}

/** Fetches a URL asset's page and indexes its main text (title, size and fetch time included). */
export async function fetchUrlAsset(db: Db, policy: TFetchPolicy, asset: TAssetRow, limits: TExtractLimits): Promise<TAssetRow> {
  if (!asset.url) throw new FetchError('The asset has no address.', 'bad_url');
  const resource = await safeFetch(asset.url, policy, { accept: PAGE_TYPES });
  const { document, cut } = await readFetchedDocument(resource!, limits);
  const indexed = await indexDocument(db, asset, document, {
    title: document.title || asset.title,
    mime: resource!.contentType.split(';')[0]!.trim(),
    size: resource!.body.length,
    fetchedAt: new Date(),
    note: cut ? textCutNotice(limits.maxTextChars) : null,
  });
  return indexed;
}
