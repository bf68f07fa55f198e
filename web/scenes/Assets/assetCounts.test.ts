import { describe, expect, it } from 'vitest';
import type { TAssetRecord } from '@core/api/assets';
import { assetDetails, statusLabel } from './assetFormat';

/** A one-page site read into one passage: the counts the Assets page shows for it. */
const onePageSite = {
  id: 'a1',
  project_id: 'p1',
  kind: 'domain',
  title: 'example.com',
  url: 'https://example.com/',
  site: 'example.com',
  mime: null,
  size: 512,
  status: 'ready',
  error: null,
  can_refetch: true,
  embedding_error: null,
  pages_indexed: 1,
  pages_total: 1,
  chunk_count: 1,
  fetched_at: null,
  created_at: '2026-03-04T10:20:30.000Z',
} as TAssetRecord;

describe('asset counts', () => {
  it('say "1 passage" and "1 page", not "1 passages"', () => {
    expect(assetDetails(onePageSite)).toBe('512 B · 1 page · 1 passage');
    expect(statusLabel({ ...onePageSite, status: 'indexing' })).toBe('Reading 1 of 1 page');
    expect(statusLabel({ ...onePageSite, status: 'indexing', pages_total: null })).toBe('Reading (1 page)');
  });
});
