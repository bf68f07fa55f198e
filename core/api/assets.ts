import { z } from 'zod';
import { ZPassage } from './citations';
import { ZAssetPolicies } from './policies';

/** What an asset is: an uploaded file, one web page, or a whole site (sitemap or bounded crawl). */
export const ASSET_KINDS = ['file', 'url', 'domain'] as const;
export const ZAssetKind = z.enum(ASSET_KINDS, { error: 'kind must be file, url or domain.' });
export type TAssetKind = z.infer<typeof ZAssetKind>;

/** Where an asset is in its life: waiting for a worker, being read, searchable, or failed (error says why). */
export const ASSET_STATUSES = ['queued', 'indexing', 'ready', 'failed'] as const;
export const ZAssetStatus = z.enum(ASSET_STATUSES);
export type TAssetStatus = z.infer<typeof ZAssetStatus>;

const ZId = z.string().min(1, 'An id is required.').max(100);
const ZIsoTime = z.string();
/** Team mode (spec §7): the team whose admin's projects the call may reach; absent for the user's own. */
const ZTeamId = ZId.nullish();

/** An asset as the API returns it. */
export const ZAssetRecord = z.object({
  id: z.string(),
  project_id: z.string(),
  kind: ZAssetKind,
  /** File name, page title or domain name. */
  title: z.string(),
  /** The page address (url), the site's root (domain); null for files. */
  url: z.string().nullable(),
  /** Host name of a URL or domain ("example.com"); null for files. */
  site: z.string().nullable(),
  /** Content type of the file or page ("application/pdf", "text/html"); null for domains. */
  mime: z.string().nullable(),
  /** Bytes read (file size, page size, or all pages of a domain). */
  size: z.number().int().min(0),
  status: ZAssetStatus,
  /**
   * Why the asset failed, when status is failed (a re-fetch retries it when can_refetch); on a ready
   * asset, why its last re-fetch failed while the text read before was kept.
   */
  error: z.string().nullable(),
  /**
   * Whether POST /api/refetch/asset can read it again: URLs and domains, and files whose upload is
   * kept on the server (large files). A small file is read in its upload and must be uploaded again.
   */
  can_refetch: z.boolean(),
  /** Why its passages have no vectors (the embedding model kept failing): it is found by its words only. */
  embedding_error: z.string().nullable(),
  /** Pages read so far (domains; 1 for a ready URL, null for files). */
  pages_indexed: z.number().int().min(0).nullable(),
  /** Pages found to read (domains, known once the sitemap or crawl has run); null otherwise. */
  pages_total: z.number().int().min(0).nullable(),
  chunk_count: z.number().int().min(0),
  /** When the page or site was last fetched; null for files. */
  fetched_at: ZIsoTime.nullable(),
  created_at: ZIsoTime,
  /** What the signed-in person may do with this asset (server/policies/asset.ts). */
  policies: ZAssetPolicies,
});
export type TAssetRecord = z.infer<typeof ZAssetRecord>;

/**
 * Whether an asset's passages can be searched and attached: a ready one, or a URL or file being
 * read again, whose earlier text stays until the new text replaces it. A domain starts over.
 */
export function isSearchable(asset: Pick<TAssetRecord, 'status' | 'kind' | 'chunk_count'>): boolean {
  if (asset.status === 'ready') return true;
  return (asset.status === 'queued' || asset.status === 'indexing') && asset.kind !== 'domain' && asset.chunk_count > 0;
}

const ZPage = z.coerce.number().int().min(1).max(10_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(50);

/** GET /api/fetch/assets: a project's assets, newest first, optionally of one kind or matching a title. */
export const ZAssetListQuery = z.object({
  unique_id: z.string().optional(),
  team_id: ZTeamId,
  project_id: ZId,
  kind: ZAssetKind.optional(),
  /** Matches title, address or site, case-insensitively. */
  search: z.string().trim().max(200).optional(),
  page: ZPage,
  page_size: ZPageSize,
});
export type TAssetListQuery = z.infer<typeof ZAssetListQuery>;

export const ZAssetListResponse = z.object({
  assets: z.array(ZAssetRecord),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type TAssetListResponse = z.infer<typeof ZAssetListResponse>;

/** GET /api/fetch/asset?asset_id: one asset (used to follow a crawl's progress). */
export const ZAssetIdQuery = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, asset_id: ZId });
export const ZAssetResponse = z.object({ asset: ZAssetRecord });
export type TAssetResponse = z.infer<typeof ZAssetResponse>;

const ZHttpUrl = z
  .string()
  .trim()
  .max(2_000, 'That address is too long.')
  .url('Enter a full address starting with http:// or https://.')
  .refine((value) => /^https?:\/\//i.test(value), 'Only http:// and https:// addresses can be added.');

/** POST /api/add/asset/url: one page whose main text is read. */
export const ZAddUrlAssetInput = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, project_id: ZId, url: ZHttpUrl });
export type TAddUrlAssetInput = z.infer<typeof ZAddUrlAssetInput>;

/** POST /api/add/asset/domain: a site read through its sitemap, or a bounded crawl from its home page. */
export const ZAddDomainAssetInput = z.object({
  unique_id: z.string().optional(),
  team_id: ZTeamId,
  project_id: ZId,
  /** "example.com" or a full address; the crawl stays on that host. */
  domain: z
    .string()
    .trim()
    .min(3, 'Enter a domain such as example.com.')
    .max(300)
    .refine((value) => /^(https?:\/\/)?[a-z0-9.-]+(:\d+)?(\/.*)?$/i.test(value), 'Enter a domain such as example.com.'),
});
export type TAddDomainAssetInput = z.infer<typeof ZAddDomainAssetInput>;

/** POST /api/refetch/asset: reads a URL or domain again, or retries a failed one. */
export const ZRefetchAssetInput = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, asset_id: ZId });
export type TRefetchAssetInput = z.infer<typeof ZRefetchAssetInput>;

/** DELETE /api/delete/asset?asset_id: removes the asset and every chunk of it. */
export const ZDeleteAssetInput = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, asset_id: ZId });
export const ZDeleteAssetResponse = z.object({ deleted: z.literal(true), asset_id: z.string() });

/** POST /api/upload/assets?project_id[&team_id] (multipart, one "file" part per file). */
/** Files one upload request may carry; the page sends more in several requests. */
export const MAX_FILES_PER_UPLOAD = 20;

export const ZUploadAssetsQuery = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, project_id: ZId });

/** What became of each uploaded file. */
export const ZUploadResult = z.object({
  filename: z.string(),
  /** The new asset; null when the file was refused. */
  asset: ZAssetRecord.nullable(),
  /** Why the file was refused (unreadable, too large, unsupported type, empty); null on success. */
  error: z.string().nullable(),
});
export const ZUploadAssetsResponse = z.object({ results: z.array(ZUploadResult) });
export type TUploadAssetsResponse = z.infer<typeof ZUploadAssetsResponse>;

/** A chunk of an asset, for the preview. */
export const ZAssetChunk = z.object({
  position: z.number().int().min(0),
  heading: z.string().nullable(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  text: z.string(),
});
export type TAssetChunk = z.infer<typeof ZAssetChunk>;

/** GET /api/fetch/asset/chunks?asset_id&page: the asset's text as indexed, in order. */
export const ZAssetChunksQuery = z.object({ unique_id: z.string().optional(), team_id: ZTeamId, asset_id: ZId, page: ZPage, page_size: ZPageSize });
export const ZAssetChunksResponse = z.object({
  asset: ZAssetRecord,
  chunks: z.array(ZAssetChunk),
  total: z.number().int().min(0),
});
export type TAssetChunksResponse = z.infer<typeof ZAssetChunksResponse>;

/** A list given as "a,b,c" (or repeated parameters). */
const ZCsvList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean));

/** GET /api/search/assets: passages of a project's assets that answer a query, best first. */
export const ZAssetSearchQuery = z.object({
  unique_id: z.string().optional(),
  team_id: ZTeamId,
  project_id: ZId,
  q: z.string().trim().min(1, 'Type something to search for.').max(500),
  /** Comma-separated asset ids to search within (the attach menu's selection). */
  asset_ids: ZCsvList.pipe(z.array(ZId).max(50)).optional(),
  /** Comma-separated kinds to search within. */
  kinds: ZCsvList.pipe(z.array(ZAssetKind).max(3)).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TAssetSearchQuery = z.infer<typeof ZAssetSearchQuery>;

export const ZAssetSearchResponse = z.object({ passages: z.array(ZPassage) });
export type TAssetSearchResponse = z.infer<typeof ZAssetSearchResponse>;
