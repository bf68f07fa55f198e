import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BRAND_VOICE_FETCH_FAILED,
  BRAND_VOICE_PAGE_SIZE,
  ZBrandVoiceCreateResponse,
  ZBrandVoiceDeleteResponse,
  ZBrandVoiceListResponse,
  ZBrandVoiceResponse,
  type TBrandVoiceListResponse,
  type TBrandVoiceProfile,
} from '@core/api/brandVoices';
import { ApiError, apiJson, errorFromResponse, NETWORK_ERROR_MESSAGE } from './client';
import { userKey } from './users';

/** Who asks and in which mode (team_id: the team whose brand voices they use). */
export type TBrandVoiceScope = { uid: string; teamId: string | null };
/** What the create dialog sends: a name and any of pasted text, files and URLs. */
export type TBrandVoiceSamples = { name: string; text: string; files: File[]; urls: string[] };

const voicesKey = (scope: TBrandVoiceScope) => ['brandVoices', scope.uid, scope.teamId ?? 'personal'] as const;
const teamQuery = (scope: TBrandVoiceScope): Record<string, string> => (scope.teamId ? { team_id: scope.teamId } : {});

/** What an empty list reads as (the server's 404, spec §8), before the server says what may be created. */
const EMPTY: TBrandVoiceListResponse = { brand_voice_entries: [], total_documents: 0, can_create: false, limit: 0 };

/**
 * GET /api/fetch/brand/voice/info for one page (page 1 = items 0–4). A 404 is an empty list; any
 * other failure reads as spec §8's "Failed to fetch brand voice…".
 */
export function useBrandVoices(scope: TBrandVoiceScope, page: number) {
  return useQuery({
    queryKey: [...voicesKey(scope), page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const start = (page - 1) * BRAND_VOICE_PAGE_SIZE;
      const query = { unique_id: scope.uid, start_count: String(start), end_count: String(start + BRAND_VOICE_PAGE_SIZE), ...teamQuery(scope) };
      try {
        return await apiJson('/api/fetch/brand/voice/info', ZBrandVoiceListResponse, { query });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return EMPTY;
        throw new ApiError(error instanceof ApiError ? error.status : 0, BRAND_VOICE_FETCH_FAILED);
      }
    },
  });
}

/** The samples as multipart (files travel as they are; the server reads and bounds them). */
function samplesForm(samples: TBrandVoiceSamples): FormData {
  const form = new FormData();
  form.append('name', samples.name);
  if (samples.text.trim()) form.append('text', samples.text);
  for (const url of samples.urls) form.append('url', url);
  for (const file of samples.files) form.append('file', file, file.name);
  return form;
}

/** POST /api/create/brand/voice: learns a voice from the samples; the list and the credits are read again after. */
export function useCreateBrandVoice(scope: TBrandVoiceScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (samples: TBrandVoiceSamples) => {
      let response: Response;
      try {
        response = await fetch(`/api/create/brand/voice?${new URLSearchParams(teamQuery(scope))}`, { method: 'POST', credentials: 'same-origin', body: samplesForm(samples) });
      } catch {
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw errorFromResponse(response.status, body);
      const parsed = ZBrandVoiceCreateResponse.safeParse(body);
      if (!parsed.success) throw errorFromResponse(500, null);
      return parsed.data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['brandVoices', scope.uid] });
      void client.invalidateQueries({ queryKey: userKey(scope.uid) });
    },
  });
}

/** PUT /api/update/brand/voice: a new name and the edited profile. */
export function useUpdateBrandVoice(scope: TBrandVoiceScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id: string; name: string; profile: TBrandVoiceProfile }) =>
      (await apiJson('/api/update/brand/voice', ZBrandVoiceResponse, { method: 'PUT', body: { unique_id: scope.uid, ...teamQuery(scope), brand_voice_id: change.id, name: change.name, profile: change.profile } })).brand_voice,
    onSuccess: () => client.invalidateQueries({ queryKey: ['brandVoices', scope.uid] }),
  });
}

/** DELETE /api/delete/brand/voice. */
export function useDeleteBrandVoice(scope: TBrandVoiceScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('/api/delete/brand/voice', ZBrandVoiceDeleteResponse, { method: 'DELETE', query: { unique_id: scope.uid, ...teamQuery(scope), brand_voice_id: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['brandVoices', scope.uid] }),
  });
}
