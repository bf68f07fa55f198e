import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAutoblogRunResponse,
  ZAutoblogRunsResponse,
  type TAutoblogArticle,
  type TAutoblogRun,
  type TAutoblogRunInput,
  type TAutoblogRunSummary,
} from '@core/api/autoblog';
import { openBuyModal } from '@web/state/buyModal';
import { openRunsExhausted } from '@web/state/runsExhausted';
import { ApiError, apiJson, errorMessage } from './client';
import { userKey } from './users';

/** How often a run with articles still being written is asked for again (its steps move on). */
const PROGRESS_POLL_MS = 1_500;
/** The runs list refreshes more slowly: it only shows counts. */
const LIST_POLL_MS = 5_000;

const BASE = '/api/autoblog';

/** Who asks, and in which team. */
export type TAutoblogScope = { uid: string; teamId: string | null };

/** What the form sends; the user and team are added here. */
export type TAutoblogRequest = Omit<TAutoblogRunInput, 'unique_id' | 'team_id'>;

const scopeQuery = (scope: TAutoblogScope): Record<string, string> => ({ unique_id: scope.uid, ...(scope.teamId ? { team_id: scope.teamId } : {}) });
const scopeBody = (scope: TAutoblogScope) => ({ unique_id: scope.uid, team_id: scope.teamId });

/** Every AutoBlog query of a user starts with this key. */
const autoblogKey = (uid: string) => ['autoblog', uid] as const;
export const autoblogRunKey = (uid: string, id: string) => [...autoblogKey(uid), 'run', id] as const;
export const autoblogRunsKey = (uid: string, teamId: string | null, page: number) => [...autoblogKey(uid), 'runs', teamId, page] as const;

/** The statuses an article stays in until someone acts (retry, resume): nothing more happens by itself. */
const SETTLED: ReadonlySet<TAutoblogArticle['status']> = new Set(['done', 'failed', 'paused', 'cancelled']);

/** Whether an article is finished for now (done, failed, paused or cancelled). */
export const isArticleSettled = (article: Pick<TAutoblogArticle, 'status'>): boolean => SETTLED.has(article.status);

/** Whether the server is still writing some article of the run (the page polls while it is). */
export const isRunWorking = (run: Pick<TAutoblogRun, 'articles'> | null | undefined): boolean => Boolean(run?.articles.some((article) => !isArticleSettled(article)));

/** Whether a settled run is still to tell its owner (email or webhook): worth polling a while longer to show when it did. */
export const isNoticePending = (run: Pick<TAutoblogRun, 'articles' | 'notify'> | null | undefined): boolean =>
  Boolean(run && (run.notify.email || run.notify.webhook_url) && !run.notify.sent_at && run.articles.every((article) => ['done', 'failed', 'cancelled'].includes(article.status)));

/** POST /api/autoblog/runs: queues one article per keyword (202). */
export async function startAutoblogRun(scope: TAutoblogScope, request: TAutoblogRequest): Promise<TAutoblogRun> {
  return (await apiJson(`${BASE}/runs`, ZAutoblogRunResponse, { method: 'POST', body: { ...request, ...scopeBody(scope) } })).run;
}

/** GET /api/autoblog/runs/:id: the run with every article's step and progress. */
export async function fetchAutoblogRun(scope: TAutoblogScope, id: string): Promise<TAutoblogRun> {
  return (await apiJson(`${BASE}/runs/${encodeURIComponent(id)}`, ZAutoblogRunResponse, { query: scopeQuery(scope) })).run;
}

type TQueryClient = ReturnType<typeof useQueryClient>;

/** Puts a run the server answered where its page reads it, and refreshes the list. */
function remember(client: TQueryClient, uid: string, run: TAutoblogRun): void {
  client.setQueryData(autoblogRunKey(uid, run.id), run);
  void client.invalidateQueries({ queryKey: [...autoblogKey(uid), 'runs'] });
}

/** Articles done in a run (a newly finished one was charged: the user's credits and runs change). */
const doneCount = (run: TAutoblogRun | undefined) => run?.articles.filter((article) => article.status === 'done').length ?? 0;

/** One run, polled about every 1.5 s while any article is being written. */
export function useAutoblogRun(scope: TAutoblogScope, id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: autoblogRunKey(scope.uid, id ?? ''),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (query) => (isRunWorking(query.state.data) ? PROGRESS_POLL_MS : isNoticePending(query.state.data) ? LIST_POLL_MS : false),
    queryFn: async () => {
      const before = client.getQueryData<TAutoblogRun>(autoblogRunKey(scope.uid, id!));
      const run = await fetchAutoblogRun(scope, id!);
      if (before && doneCount(run) > doneCount(before)) void client.invalidateQueries({ queryKey: userKey(scope.uid) });
      return run;
    },
  });
}

/** GET /api/autoblog/runs: one page of runs, newest first, refreshed while one of them works. */
export function useAutoblogRuns(scope: TAutoblogScope, page: number) {
  return useQuery({
    queryKey: autoblogRunsKey(scope.uid, scope.teamId, page),
    refetchInterval: (query) => (query.state.data?.runs.some((run: TAutoblogRunSummary) => run.counts.active > 0) ? LIST_POLL_MS : false),
    queryFn: () => apiJson(`${BASE}/runs`, ZAutoblogRunsResponse, { query: { ...scopeQuery(scope), page: String(page) } }),
  });
}

/** Starts a run; the queued run is cached so its page shows at once. */
export function useStartAutoblogRun(scope: TAutoblogScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TAutoblogRequest) => startAutoblogRun(scope, request),
    onSuccess: (run) => remember(client, scope.uid, run),
  });
}

/** An action on a run or an article: cancel or resume a run, retry a failed article. */
export type TAutoblogAction = { kind: 'cancel' | 'resume'; runId: string } | { kind: 'retry'; articleId: string };

/** The path of an action (POST). */
export function actionPath(action: TAutoblogAction): string {
  return action.kind === 'retry' ? `${BASE}/articles/${encodeURIComponent(action.articleId)}/retry` : `${BASE}/runs/${encodeURIComponent(action.runId)}/${action.kind}`;
}

/** Cancel, resume or retry; the run the server answers replaces the cached one and polling starts again. */
export function useAutoblogAction(scope: TAutoblogScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: TAutoblogAction) => (await apiJson(actionPath(action), ZAutoblogRunResponse, { method: 'POST', body: scopeBody(scope) })).run,
    onSuccess: (run) => remember(client, scope.uid, run),
  });
}

/** "…you can do 3 now…" in the server's runs_exhausted message: the runs left, or 0. */
export function runsLeftOf(message: string): number {
  const found = /you can do (\d+) now/.exec(message);
  return found ? Number(found[1]) : 0;
}

/** A refused start or action as the page shows it: the message, and whether plans would help. */
export type TAutoblogFailure = { message: string; plans: boolean };

/**
 * What a refused start or action shows (spec §8): used-up AutoBlog runs open the runs-exhausted
 * dialog, credits or an expired plan the buy modal, as other features do; the message (which says
 * how many keywords can run now) also stays beside the button.
 */
export function autoblogFailure(error: unknown, teamMode: boolean): TAutoblogFailure {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, plans: false };
  if (error.status === 429 && error.code === 'runs_exhausted') {
    openRunsExhausted({ type: teamMode ? 'team' : 'user', runsLeft: runsLeftOf(message), feature: 'autoblog_workflow' });
    return { message, plans: true };
  }
  if ((error.status === 429 && error.code === 'credits_exhausted') || error.status === 430) {
    openBuyModal(message, error.status);
    return { message, plans: true };
  }
  return { message, plans: false };
}
