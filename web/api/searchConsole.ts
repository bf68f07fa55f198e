import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZRefreshArticleResponse, ZSearchConsoleReport, ZSearchConsoleSites, type TRefreshArticleInput, type TSearchConsolePeriod } from '@core/api/searchConsole';
import { ApiError, apiJson } from './client';
import { integrationDetailsKey } from './integrations';

/** The /search-console page's calls (core/api/searchConsole.ts). */
const BASE = '/api/integrations/search-console';
/** A report is Google's data as of when it was asked: shown again without asking for this long. */
const REPORT_FRESH_MS = 5 * 60_000;

const sitesKey = (uid: string) => ['search-console', uid, 'sites'] as const;
const reportKey = (uid: string, siteUrl: string, days: number) => ['search-console', uid, 'report', siteUrl, days] as const;

/** 409 means Google refused the stored sign-in: the details now say so, and the page offers to reconnect. */
const refusedSignIn = (error: unknown) => error instanceof ApiError && error.status === 409;

/** GET …/sites?uid: the properties the account reads now (asked of Google each time the page opens). */
export function useSearchConsoleSites(uid: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sitesKey(uid),
    enabled,
    retry: false,
    queryFn: async () => {
      try {
        return await apiJson(`${BASE}/sites`, ZSearchConsoleSites, { query: { uid } });
      } catch (error) {
        if (refusedSignIn(error)) void client.invalidateQueries({ queryKey: integrationDetailsKey(uid) });
        throw error;
      }
    },
  });
}

/** GET …/report?uid&site_url&days: one property's report; the previous one stays on screen while the next loads. */
export function useSearchConsoleReport(uid: string, siteUrl: string | null, days: TSearchConsolePeriod) {
  const client = useQueryClient();
  return useQuery({
    queryKey: reportKey(uid, siteUrl ?? '', days),
    enabled: Boolean(siteUrl),
    staleTime: REPORT_FRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      try {
        return await apiJson(`${BASE}/report`, ZSearchConsoleReport, { query: { uid, site_url: siteUrl!, days: String(days) } });
      } catch (error) {
        if (refusedSignIn(error)) void client.invalidateQueries({ queryKey: integrationDetailsKey(uid) });
        throw error;
      }
    },
  });
}

/** POST …/refresh: a workflow prefilled to rewrite the page; answers its id. */
export function useRefreshArticle() {
  return useMutation({
    mutationFn: (input: TRefreshArticleInput) => apiJson(`${BASE}/refresh`, ZRefreshArticleResponse, { method: 'POST', body: input }),
  });
}
