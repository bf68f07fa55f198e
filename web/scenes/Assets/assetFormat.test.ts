import { describe, expect, it } from 'vitest';
import type { TAssetRecord } from '@core/api/assets';
import { assetDetails, formatSize, statusLabel } from './assetFormat';

const FETCHED_AT = '2026-03-04T10:20:30.000Z';

function buildAssetRecord(overrides: Partial<TAssetRecord> = {}): TAssetRecord {
  return {
    id: 'a1',
    project_id: 'p1',
    kind: 'url',
    title: 'Harbour reopens',
    url: 'https://news.example.com/story',
    site: 'news.example.com',
    mime: 'text/html',
    size: 2_048,
    status: 'ready',
    error: null,
    can_refetch: true,
    embedding_error: null,
    pages_indexed: 1,
    pages_total: null,
    chunk_count: 3,
    fetched_at: FETCHED_AT,
    created_at: FETCHED_AT,
    policies: { read: true, update: true, delete: true },
    ...overrides,
  };
}

const domain = (overrides: Partial<TAssetRecord> = {}) =>
  buildAssetRecord({ kind: 'domain', title: 'example.com', url: 'https://example.com/', site: 'example.com', mime: null, ...overrides });

describe('statusLabel', () => {
  it('names each status', () => {
    expect(statusLabel(buildAssetRecord({ status: 'queued' }))).toBe('Waiting');
    expect(statusLabel(buildAssetRecord({ status: 'indexing' }))).toBe('Reading');
    expect(statusLabel(buildAssetRecord({ status: 'ready' }))).toBe('Ready');
    expect(statusLabel(buildAssetRecord({ status: 'failed', error: 'The site answered with status 404.' }))).toBe('Failed');
  });

  it("shows a domain crawl's progress: of the total once known, the pages read so far before", () => {
    expect(statusLabel(domain({ status: 'indexing', pages_indexed: 2, pages_total: 5 }))).toBe('Reading 2 of 5 pages');
    expect(statusLabel(domain({ status: 'indexing', pages_indexed: null, pages_total: 5 }))).toBe('Reading 0 of 5 pages');
    expect(statusLabel(domain({ status: 'indexing', pages_indexed: 3, pages_total: null }))).toBe('Reading (3 pages)');
    expect(statusLabel(domain({ status: 'indexing', pages_indexed: null, pages_total: null }))).toBe('Reading (0 pages)');
    // A file or page has no crawl to count.
    expect(statusLabel(buildAssetRecord({ kind: 'file', status: 'indexing', pages_indexed: 2, pages_total: 5 }))).toBe('Reading');
  });
});

describe('assetDetails', () => {
  const fetched = `fetched ${new Date(FETCHED_AT).toLocaleString()}`;

  it("shows a page's size, passages, the site it came from and when it was fetched", () => {
    expect(assetDetails(buildAssetRecord())).toBe(`2 KB · 3 passages · news.example.com · ${fetched}`);
  });

  it('shows the site of a page not fetched yet, without a fetch time', () => {
    expect(assetDetails(buildAssetRecord({ status: 'queued', size: 0, chunk_count: 0, fetched_at: null }))).toBe('0 B · 0 passages · news.example.com');
  });

  it("counts a domain's pages and leaves out its site (its title already is the site)", () => {
    expect(assetDetails(domain({ size: 3 * 1_048_576 + 400_000, pages_indexed: 12, chunk_count: 40 }))).toBe(`3.4 MB · 12 pages · 40 passages · ${fetched}`);
    expect(assetDetails(domain({ pages_indexed: null, chunk_count: 0, fetched_at: null }))).toBe('2 KB · 0 passages');
  });

  it('shows a file with size and passages only', () => {
    const file = buildAssetRecord({ kind: 'file', title: 'notes.pdf', url: null, site: null, mime: 'application/pdf', size: 312, pages_indexed: null, fetched_at: null });
    expect(assetDetails(file)).toBe('312 B · 3 passages');
  });
});

describe('formatSize', () => {
  it('rounds to the largest fitting unit', () => {
    expect(formatSize(1_023)).toBe('1023 B');
    expect(formatSize(1_024)).toBe('1 KB');
    expect(formatSize(1_048_576)).toBe('1.0 MB');
  });
});
