import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPlagiarismResult, type TPlagiarismInput, type TPlagiarismResult } from '@core/api/plagiarism';
import { openBuyModal } from '@web/state/buyModal';
import { openRunsExhausted } from '@web/state/runsExhausted';
import { ApiError, apiJson, errorMessage } from './client';
import { userKey } from './users';

/** What a check needs besides the text: who asks, in which team, and the open doc if there is one. */
export type TPlagiarismScope = { uid: string; teamId: string | null };

/** The cached last check of one doc (the editor's tab reads it after a reload). */
export const latestPlagiarismKey = (uid: string, saveId: string) => ['plagiarism', 'latest', uid, saveId] as const;

/** The body of POST /api/check/plagiarism with spec §7's fixed fields: UTF-8 text, a full comparison, a JSON answer, Copyscape's "csearch", not its test mode. */
export function plagiarismBody(scope: TPlagiarismScope, text: string, saveId?: string): TPlagiarismInput {
  return {
    unique_id: scope.uid,
    team_id: scope.teamId,
    encoding: 'UTF-8',
    full_comparision: 1,
    response_type: 'json',
    operation: 'csearch',
    test: 0,
    text,
    ...(saveId ? { save_id: saveId } : {}),
  };
}

/** POST /api/check/plagiarism: compares the text with the workspace's docs and assets, the web and Copyscape (when configured). */
export async function checkPlagiarism(scope: TPlagiarismScope, text: string, saveId?: string): Promise<TPlagiarismResult> {
  return apiJson('/api/check/plagiarism', ZPlagiarismResult, { method: 'POST', body: plagiarismBody(scope, text, saveId) });
}

/** GET /api/check/plagiarism/latest: the doc's last check, or null when it has none (the server's 404). */
export async function fetchLatestPlagiarism(scope: TPlagiarismScope, saveId: string): Promise<TPlagiarismResult | null> {
  try {
    return await apiJson('/api/check/plagiarism/latest', ZPlagiarismResult, { query: { unique_id: scope.uid, save_id: saveId } });
  } catch (error) {
    // The tab asks for the open doc, which exists: a 404 means it was never checked.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The doc's last check (disabled without a doc). */
export function useLatestPlagiarism(scope: TPlagiarismScope, saveId: string | null) {
  return useQuery({
    queryKey: latestPlagiarismKey(scope.uid, saveId ?? ''),
    queryFn: () => fetchLatestPlagiarism(scope, saveId ?? ''),
    enabled: Boolean(saveId),
    staleTime: Infinity,
  });
}

/**
 * Runs a check. A doc's result becomes its cached latest; the user is refetched because a check
 * uses one content-optimisation run. Refusals become a message (see plagiarismFailureMessage).
 */
export function usePlagiarismCheck(scope: TPlagiarismScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; saveId?: string }) => checkPlagiarism(scope, input.text, input.saveId),
    onSuccess: (result, input) => {
      if (input.saveId) client.setQueryData(latestPlagiarismKey(scope.uid, input.saveId), result);
      void client.invalidateQueries({ queryKey: userKey(scope.uid) });
    },
  });
}

/** A refused check as the page and the tab show it: the message, and whether a plan change would help. */
export type TPlagiarismFailure = { message: string; plans: boolean };

/**
 * What a failed check shows (spec §8). Used-up optimisation runs open the runs-exhausted dialog, as
 * other features do; a plan without plagiarism checks (400), its month's checks used (429) and an
 * expired plan (430) open the buy modal. The message also stays beside the Check button, where the
 * others (fewer than 15 words, a text too long) show alone.
 */
export function plagiarismFailure(error: unknown, teamMode: boolean): TPlagiarismFailure {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, plans: false };
  if (error.status === 429 && error.code === 'runs_exhausted') {
    openRunsExhausted({ type: teamMode ? 'team' : 'user', runsLeft: 0, feature: 'content_optimization' });
    return { message, plans: true };
  }
  if (error.code === 'plagiarism_not_in_plan' || error.code === 'plagiarism_runs_exhausted' || error.status === 430) {
    openBuyModal(message, error.status === 430 ? 430 : error.status === 429 ? 429 : 400);
    return { message, plans: true };
  }
  return { message, plans: false };
}
