import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAssetChunksResponse,
  ZAssetListResponse,
  ZAssetResponse,
  ZAssetSearchResponse,
  ZDeleteAssetResponse,
  ZUploadAssetsResponse,
  type TAssetKind,
  type TAssetListResponse,
  type TUploadAssetsResponse,
} from '@core/api/assets';
import { useActiveTeamId } from '@web/state/activeTeam';
import { ApiError, apiJson, errorFromResponse, NETWORK_ERROR_MESSAGE } from './client';

/** Every asset query of a project starts with this key, so one invalidation refreshes them all. */
export const assetsKey = (projectId: string | null) => ['assets', projectId] as const;

/**
 * Team mode (spec §7): every asset call carries the team's id, so a member reaches the assets of
 * the team's projects (the admin's); outside team mode none is sent and the user's own are reached.
 */
export const teamQuery = (teamId: string | null): Record<string, string> => (teamId ? { team_id: teamId } : {});

/** How often a list with assets still being read asks again (crawl progress). */
const PROGRESS_POLL_MS = 1_500;

const isBusy = (body: TAssetListResponse | undefined) => Boolean(body?.assets.some((asset) => asset.status === 'queued' || asset.status === 'indexing'));

/** GET /api/fetch/assets: one page of a project's assets of one kind, polling while any is being read. */
export function useAssetList(projectId: string | null, kind: TAssetKind, search: string, page: number, pageSize = 25) {
  const teamId = useActiveTeamId();
  return useQuery({
    queryKey: [...assetsKey(projectId), 'list', teamId, kind, search, page],
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isBusy(query.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: () =>
      apiJson('/api/fetch/assets', ZAssetListResponse, {
        query: { project_id: projectId!, kind, page: String(page), page_size: String(pageSize), ...(search ? { search } : {}), ...teamQuery(teamId) },
      }),
  });
}

/** GET /api/fetch/asset: one asset (a citation's link opens it in Assets). */
export function useAsset(assetId: string | null) {
  const teamId = useActiveTeamId();
  return useQuery({
    queryKey: ['asset', assetId, teamId],
    enabled: Boolean(assetId),
    retry: false,
    queryFn: () => apiJson('/api/fetch/asset', ZAssetResponse, { query: { asset_id: assetId!, ...teamQuery(teamId) } }),
  });
}

/** Passages per page of the preview. */
export const PREVIEW_PAGE_SIZE = 20;

/** GET /api/fetch/asset/chunks: the asset's indexed text, for the preview. */
export function useAssetChunks(assetId: string | null, page: number) {
  const teamId = useActiveTeamId();
  return useQuery({
    queryKey: ['asset-chunks', assetId, teamId, page],
    enabled: Boolean(assetId),
    placeholderData: keepPreviousData,
    queryFn: () => apiJson('/api/fetch/asset/chunks', ZAssetChunksResponse, { query: { asset_id: assetId!, page: String(page), page_size: String(PREVIEW_PAGE_SIZE), ...teamQuery(teamId) } }),
  });
}

/** GET /api/search/assets: passages of the project's assets that answer a query. */
export function useAssetSearch(projectId: string | null, q: string) {
  const teamId = useActiveTeamId();
  return useQuery({
    queryKey: [...assetsKey(projectId), 'search', teamId, q],
    enabled: Boolean(projectId && q),
    queryFn: () => apiJson('/api/search/assets', ZAssetSearchResponse, { query: { project_id: projectId!, q, limit: '10', ...teamQuery(teamId) } }),
  });
}

function useAssetMutation<TInput, TOutput>(projectId: string | null, call: (input: TInput, teamId: string | null) => Promise<TOutput>) {
  const client = useQueryClient();
  const teamId = useActiveTeamId();
  return useMutation({ mutationFn: (input: TInput) => call(input, teamId), onSuccess: () => client.invalidateQueries({ queryKey: assetsKey(projectId) }) });
}

export function useAddUrl(projectId: string | null) {
  return useAssetMutation(projectId, (url: string, teamId) =>
    apiJson('/api/add/asset/url', ZAssetResponse, { method: 'POST', body: { project_id: projectId, url, team_id: teamId } }),
  );
}

export function useAddDomain(projectId: string | null) {
  return useAssetMutation(projectId, (domain: string, teamId) =>
    apiJson('/api/add/asset/domain', ZAssetResponse, { method: 'POST', body: { project_id: projectId, domain, team_id: teamId } }),
  );
}

export function useRefetchAsset(projectId: string | null) {
  return useAssetMutation(projectId, (assetId: string, teamId) =>
    apiJson('/api/refetch/asset', ZAssetResponse, { method: 'POST', body: { asset_id: assetId, team_id: teamId } }),
  );
}

export function useDeleteAsset(projectId: string | null) {
  return useAssetMutation(projectId, (assetId: string, teamId) =>
    apiJson('/api/delete/asset', ZDeleteAssetResponse, { method: 'DELETE', query: { asset_id: assetId, ...teamQuery(teamId) } }),
  );
}

/**
 * POST /api/upload/assets with upload progress (fetch cannot report it, XMLHttpRequest can):
 * resolves with the per-file results, `onProgress` receives 0–1.
 */
export function uploadAssetFiles(
  projectId: string,
  teamId: string | null,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<TUploadAssetsResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/upload/assets?${new URLSearchParams({ project_id: projectId, ...teamQuery(teamId) })}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) return reject(errorFromResponse(request.status, body));
      const parsed = ZUploadAssetsResponse.safeParse(body);
      if (!parsed.success) return reject(errorFromResponse(500, null));
      onProgress(1);
      resolve(parsed.data);
    };
    request.send(form);
  });
}
