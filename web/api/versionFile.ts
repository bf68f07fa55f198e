import { useQuery } from '@tanstack/react-query';
import { VERSION_POLL_MS } from '@core/constants';
import { ZVersionFile } from '@core/api/appConfig';
import { apiJson } from './client';

/**
 * Polls /version.json every 120 s (spec §4), past every cache, to learn when a new build is live.
 * The dev server has no such file, so polling runs in built apps only.
 */
export function useVersionFile() {
  return useQuery({
    queryKey: ['versionFile'],
    queryFn: () => apiJson('/version.json', ZVersionFile, { cache: 'no-store' }),
    enabled: !import.meta.env.DEV,
    refetchInterval: VERSION_POLL_MS,
    staleTime: VERSION_POLL_MS,
    retry: false,
  });
}
