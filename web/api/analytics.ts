import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAnalyticsReport } from '@core/api/analytics';
import { apiJson, errorFromResponse, NETWORK_ERROR_MESSAGE, ApiError } from './client';

/** A period of whole UTC days (YYYY-MM-DD, both included). */
export type TAnalyticsPeriod = { from: string; to: string };

const queryOf = (period: TAnalyticsPeriod, teamId: string | null): Record<string, string> => ({ from: period.from, to: period.to, ...(teamId ? { team_id: teamId } : {}) });

/** GET /api/analytics: usage per member and feature over the period (the team's in team mode). */
export function useAnalytics(period: TAnalyticsPeriod, teamId: string | null) {
  return useQuery({
    queryKey: ['analytics', period.from, period.to, teamId ?? ''],
    queryFn: () => apiJson('/api/analytics', ZAnalyticsReport, { query: queryOf(period, teamId) }),
    // The page keeps showing the last period while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(header: string | null, period: TAnalyticsPeriod): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? `longform-usage-${period.from}-to-${period.to}.csv`;
}

/** Downloads GET /api/analytics.csv for the period; a refusal throws its message instead of saving it as a file. */
export async function downloadAnalyticsCsv(period: TAnalyticsPeriod, teamId: string | null): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/analytics.csv?${new URLSearchParams(queryOf(period, teamId))}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw errorFromResponse(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), period);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
