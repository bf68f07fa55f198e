import type { Db } from '../db/database';
import type { TAssetRow } from '../db/schema/assets';
import type { TExtractedDocument } from './document';
import { parseHtmlPage } from './extract/html';
import { extractPdf } from './extract/pdf';
import { extractMarkdown, extractPlainText } from './extract/plainText';
import { indexDocument } from './indexer';
import { FetchError, safeFetch, type TFetchPolicy, type TFetchedResource } from './safeFetch';

/** Content types a URL asset may serve. */
export const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain', 'text/markdown', 'application/pdf'];

/** A fetched page's text: HTML through Readability, PDF through unpdf, text as is. */
export async function readFetchedDocument(resource: TFetchedResource): Promise<TExtractedDocument> {
  const type = resource.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return extractPdf(resource.body);
  const text = resource.body.toString('utf8');
  if (type === 'text/plain') return extractPlainText(text);
  if (type === 'text/markdown') return extractMarkdown(text);
  const { title, blocks } = parseHtmlPage(text, resource.url);
  return { title, blocks };
}

/** Fetches a URL asset's page and indexes its main text (title, size and fetch time included). */
export async function fetchUrlAsset(db: Db, policy: TFetchPolicy, asset: TAssetRow): Promise<TAssetRow> {
  if (!asset.url) throw new FetchError('The asset has no address.', 'bad_url');
  const resource = await safeFetch(asset.url, policy, { accept: PAGE_TYPES });
  const document = await readFetchedDocument(resource!);
  return indexDocument(db, asset, document, {
    title: document.title || asset.title,
    mime: resource!.contentType.split(';')[0]!.trim(),
    size: resource!.body.length,
    fetchedAt: new Date(),
  });
}
