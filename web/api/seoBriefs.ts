import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSeoBriefListResponse, ZSeoBriefResponse, type TCreateBriefInput, type TSeoBrief } from '@core/api/seo';
import { openRunsExhausted } from '@web/state/runsExhausted';
import { ApiError, apiJson } from './client';

/** How often a brief still being built is asked for again (its per-page progress). */
const PROGRESS_POLL_MS = 1_000;

const BASE = '/api/optimizer/seo/briefs';

/** Every brief query starts with this key, so one invalidation refreshes them all. */
const briefsRoot = ['seo-briefs'] as const;

const teamQuery = (teamId: string | null): Record<string, string> => (teamId ? { team_id: teamId } : {});

/** Whether the server is still reading pages for it. */
export const isBuilding = (brief: TSeoBrief | null | undefined): boolean => brief?.status === 'queued' || brief?.status === 'building';

type TQueryClient = ReturnType<typeof useQueryClient>;

/** Whether a brief seen building before is now ready: its run was used. */
export function becameReady(before: readonly TSeoBrief[], after: readonly TSeoBrief[]): boolean {
  return after.some((brief) => brief.status === 'ready' && before.some((old) => old.id === brief.id && isBuilding(old)));
}

/**
 * A brief that used a run: the user is fetched again, so the runs left and, on a trial, the
 * extension that runs can earn (spec §4) follow at once.
 */
function refreshUser(client: TQueryClient): void {
  void client.invalidateQueries({ queryKey: ['user'] });
}

/** GET /api/optimizer/seo/briefs/:id, polling about every second while it is queued or building. */
export function useSeoBrief(briefId: string | null, teamId: string | null) {
  const client = useQueryClient();
  const key = [...briefsRoot, 'one', briefId, teamId];
  return useQuery({
    queryKey: key,
    enabled: Boolean(briefId),
    refetchInterval: (query) => (isBuilding(query.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TSeoBrief>(key);
      const brief = (await apiJson(`${BASE}/${encodeURIComponent(briefId!)}`, ZSeoBriefResponse, { query: teamQuery(teamId) })).brief;
      if (before && becameReady([before], [brief])) refreshUser(client);
      return brief;
    },
  });
}

/** GET /api/optimizer/seo/briefs?blog_id=…: a doc's briefs, newest first, polling while one builds. */
export function useDocBriefs(blogId: string | null, teamId: string | null) {
  const client = useQueryClient();
  const key = [...briefsRoot, 'doc', blogId, teamId];
  return useQuery({
    queryKey: key,
    enabled: Boolean(blogId),
    refetchInterval: (query) => (query.state.data?.some(isBuilding) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TSeoBrief[]>(key) ?? [];
      const briefs = newestFirst((await apiJson(BASE, ZSeoBriefListResponse, { query: { blog_id: blogId!, ...teamQuery(teamId) } })).briefs);
      if (becameReady(before, briefs)) refreshUser(client);
      return briefs;
    },
  });
}

/** GET /api/optimizer/seo/briefs: the person's recent briefs made on the optimizer page, newest first. */
export function useRecentBriefs(teamId: string | null, shownStatus?: TSeoBrief['status']) {
  return useQuery({
    // The shown brief's status is in the key: a brief that finishes is listed again with its keyword.
    queryKey: [...briefsRoot, 'recent', teamId, shownStatus ?? null],
    queryFn: async () => (await apiJson(BASE, ZSeoBriefListResponse, { query: teamQuery(teamId) })).briefs,
  });
}

/** Briefs newest first (the server's order is not relied on). */
export function newestFirst(briefs: TSeoBrief[]): TSeoBrief[] {
  return [...briefs].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
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
function remember(client: TQueryClient, brief: TSeoBrief, teamId: string | null) {
  client.setQueryData([...briefsRoot, 'one', brief.id, teamId], brief);
  if (brief.blog_id) {
    client.setQueryData<TSeoBrief[]>([...briefsRoot, 'doc', brief.blog_id, teamId], (list) => [brief, ...(list ?? []).filter((other) => other.id !== brief.id)]);
  }
}

/** POST /api/optimizer/seo/briefs: queues a brief (a content_optimization run is charged when it is ready). */
export function useCreateBrief(uid: string, teamId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TBriefRequest) =>
      (await apiJson(BASE, ZSeoBriefResponse, { method: 'POST', body: { ...input, unique_id: uid, team_id: teamId } })).brief,
    onSuccess: (brief) => {
      remember(client, brief, teamId);
      void client.invalidateQueries({ queryKey: [...briefsRoot, 'recent'] });
    },
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
    onSuccess: (brief) => {
      remember(client, brief, teamId);
      // A rebuild is ready at once and used a run.
      if (brief.status === 'ready') refreshUser(client);
    },
  });
}
