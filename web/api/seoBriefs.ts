import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSeoBrief, type TCreateBriefInput, type TSeoBrief } from '@core/api/seo';
import { openRunsExhausted } from '@web/state/runsExhausted';
import { ApiError, apiJson } from './client';

/** The answers of the brief routes: one brief, or a doc's briefs (newest first). */
const ZSeoBriefResponse = z.object({ brief: ZSeoBrief });
const ZSeoBriefListResponse = z.object({ briefs: z.array(ZSeoBrief) });

/** How often a brief still being built is asked for again (its per-page progress). */
const PROGRESS_POLL_MS = 1_000;

const BASE = '/api/optimizer/seo/briefs';

/** Every brief query starts with this key, so one invalidation refreshes them all. */
const briefsRoot = ['seo-briefs'] as const;

const teamQuery = (teamId: string | null): Record<string, string> => (teamId ? { team_id: teamId } : {});

/** Whether the server is still reading pages for it. */
export const isBuilding = (brief: TSeoBrief | null | undefined): boolean => brief?.status === 'queued' || brief?.status === 'building';

/** GET /api/optimizer/seo/briefs/:id, polling about every second while it is queued or building. */
export function useSeoBrief(briefId: string | null, teamId: string | null) {
  return useQuery({
    queryKey: [...briefsRoot, 'one', briefId, teamId],
    enabled: Boolean(briefId),
    refetchInterval: (query) => (isBuilding(query.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => (await apiJson(`${BASE}/${encodeURIComponent(briefId!)}`, ZSeoBriefResponse, { query: teamQuery(teamId) })).brief,
  });
}

/** GET /api/optimizer/seo/briefs?blog_id=…: a doc's latest brief (null when it has none), polling while it builds. */
export function useDocBrief(blogId: string | null, teamId: string | null) {
  return useQuery({
    queryKey: [...briefsRoot, 'doc', blogId, teamId],
    enabled: Boolean(blogId),
    refetchInterval: (query) => (isBuilding(query.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const { briefs } = await apiJson(BASE, ZSeoBriefListResponse, { query: { blog_id: blogId!, ...teamQuery(teamId) } });
      return newest(briefs);
    },
  });
}

/** The most recently made brief of a list (the server's order is not relied on). */
export function newest(briefs: TSeoBrief[]): TSeoBrief | null {
  let latest: TSeoBrief | null = null;
  for (const brief of briefs) if (!latest || brief.created_at > latest.created_at) latest = brief;
  return latest;
}

/** What the form sends; the user and team are added here. */
export type TBriefRequest = Omit<TCreateBriefInput, 'unique_id' | 'team_id'>;

/**
 * A refused build: out of content-optimisation runs opens the runs-exhausted dialog (spec §2) and
 * answers null; anything else answers the message to show beside the form.
 */
export function briefFailureMessage(error: unknown, teamId: string | null): string | null {
  if (error instanceof ApiError && error.status === 429 && error.code === 'runs_exhausted') {
    openRunsExhausted({ type: teamId ? 'team' : 'user', runsLeft: 0, feature: 'content_optimization' });
    return null;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Puts a brief the server answered into the caches that show it, so polling starts at once. */
function remember(client: ReturnType<typeof useQueryClient>, brief: TSeoBrief, teamId: string | null) {
  client.setQueryData([...briefsRoot, 'one', brief.id, teamId], brief);
  if (brief.blog_id) client.setQueryData([...briefsRoot, 'doc', brief.blog_id, teamId], brief);
}

/** POST /api/optimizer/seo/briefs: queues a brief (a content_optimization run is charged when it is ready). */
export function useCreateBrief(uid: string, teamId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TBriefRequest) =>
      (await apiJson(BASE, ZSeoBriefResponse, { method: 'POST', body: { ...input, unique_id: uid, team_id: teamId } })).brief,
    onSuccess: (brief) => remember(client, brief, teamId),
  });
}

/** POST /api/optimizer/seo/briefs/:id/rebuild: a new snapshot without the excluded pages. */
export function useRebuildBrief(uid: string, teamId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { briefId: string; excludedUrls: string[] }) =>
      (
        await apiJson(`${BASE}/${encodeURIComponent(input.briefId)}/rebuild`, ZSeoBriefResponse, {
          method: 'POST',
          body: { unique_id: uid, team_id: teamId, excluded_urls: input.excludedUrls },
        })
      ).brief,
    onSuccess: (brief) => remember(client, brief, teamId),
  });
}
