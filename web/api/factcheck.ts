import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFactCheckResponse, type TFactCheck, type TFactCheckInput } from '@core/api/factcheck';
import { openBuyModal } from '@web/state/buyModal';
import { openRunsExhausted } from '@web/state/runsExhausted';
import { ApiError, apiJson, errorMessage } from './client';
import { userKey } from './users';

/** How often a check still running is asked for again (its claims fill in as they are checked). */
const PROGRESS_POLL_MS = 1_000;

const BASE = '/api/check/facts';

/** Who asks, and in which team. */
export type TFactCheckScope = { uid: string; teamId: string | null };

/** What the page and the tab send; the user and team are added here. */
export type TFactCheckRequest = Omit<TFactCheckInput, 'unique_id' | 'team_id'>;

/** One check, by id (polled while it runs). */
export const factCheckKey = (uid: string, id: string) => ['factcheck', 'one', uid, id] as const;
/** The cached last check of one doc (the editor's tab reads it after a reload). */
export const latestFactCheckKey = (uid: string, saveId: string) => ['factcheck', 'latest', uid, saveId] as const;

/** Whether the server is still checking it (the UI polls and shows progress). */
export const isChecking = (check: TFactCheck | null | undefined): boolean => check?.status === 'queued' || check?.status === 'checking';

/** POST /api/check/facts: queues a check (202); the check comes back queued. */
export async function startFactCheck(scope: TFactCheckScope, request: TFactCheckRequest): Promise<TFactCheck> {
  const body: TFactCheckInput = { ...request, unique_id: scope.uid, team_id: scope.teamId };
  return (await apiJson(BASE, ZFactCheckResponse, { method: 'POST', body })).check;
}

/** GET /api/check/facts/:id: its progress, then its result. */
export async function fetchFactCheck(scope: TFactCheckScope, id: string): Promise<TFactCheck> {
  return (await apiJson(`${BASE}/${encodeURIComponent(id)}`, ZFactCheckResponse, { query: { unique_id: scope.uid } })).check;
}

/** GET /api/check/facts/latest: the doc's last check, or null when it has none (the server's 404). */
export async function fetchLatestFactCheck(scope: TFactCheckScope, saveId: string): Promise<TFactCheck | null> {
  try {
    return (await apiJson(`${BASE}/latest`, ZFactCheckResponse, { query: { unique_id: scope.uid, save_id: saveId } })).check;
  } catch (error) {
    // The tab asks for the open doc, which exists: a 404 means it was never checked.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

type TQueryClient = ReturnType<typeof useQueryClient>;

/** Puts a check the server answered where the page and the tab read it, so polling starts at once. */
function remember(client: TQueryClient, uid: string, check: TFactCheck): void {
  client.setQueryData(factCheckKey(uid, check.id), check);
  if (check.blog_id) client.setQueryData(latestFactCheckKey(uid, check.blog_id), check);
}

/**
 * One check, asked for about every second while it is queued or checking. When it finishes the
 * user is fetched again (a ready check used a content-optimisation run and maybe credits).
 */
export function useFactCheck(scope: TFactCheckScope, id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: factCheckKey(scope.uid, id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (isChecking(query.state.data) ? PROGRESS_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TFactCheck>(factCheckKey(scope.uid, id!));
      const check = await fetchFactCheck(scope, id!);
      if (check.blog_id) client.setQueryData(latestFactCheckKey(scope.uid, check.blog_id), check);
      if (isChecking(before) && !isChecking(check)) void client.invalidateQueries({ queryKey: userKey(scope.uid) });
      return check;
    },
  });
}

/** The doc's last check (disabled without a doc); its id is then polled with useFactCheck. */
export function useLatestFactCheck(scope: TFactCheckScope, saveId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: latestFactCheckKey(scope.uid, saveId ?? ''),
    enabled: Boolean(saveId),
    staleTime: Infinity,
    queryFn: async () => {
      const check = await fetchLatestFactCheck(scope, saveId!);
      if (check) client.setQueryData(factCheckKey(scope.uid, check.id), check);
      return check;
    },
  });
}

/** Starts a check; the queued check is cached at once (and as the doc's latest when it has a save_id). */
export function useStartFactCheck(scope: TFactCheckScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TFactCheckRequest) => startFactCheck(scope, request),
    onSuccess: (check) => remember(client, scope.uid, check),
  });
}

/** A refused check as the page and the tab show it: the message, and whether a plan change would help. */
export type TFactCheckFailure = { message: string; plans: boolean };

/**
 * What a refused check shows (spec §8): used-up optimisation runs open the runs-exhausted dialog,
 * an expired plan (430) the buy modal, as other features do; the message also stays beside the
 * button, where the others (an empty text, no checkable claim, the flag off) show alone.
 */
export function factCheckFailure(error: unknown, teamMode: boolean): TFactCheckFailure {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, plans: false };
  if (error.status === 429 && error.code === 'runs_exhausted') {
    openRunsExhausted({ type: teamMode ? 'team' : 'user', runsLeft: 0, feature: 'content_optimization' });
    return { message, plans: true };
  }
  if (error.status === 430) {
    openBuyModal(message, 430);
    return { message, plans: true };
  }
  return { message, plans: false };
}
