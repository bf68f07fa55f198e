import { useQuery } from '@tanstack/react-query';
import { ZAppConfig, type TAppConfig } from '@core/api/appConfig';
import { apiJson } from './client';

/** While the app is down, look again this often so it comes back without a manual reload. */
const MAINTENANCE_RECHECK_MS = 30_000;

export const appConfigKey = ['appConfig'] as const;

/** GET /api/app/config: downtime, announcement and version, before any sign-in. */
export function useAppConfig() {
  return useQuery({
    queryKey: appConfigKey,
    queryFn: () => apiJson('/api/app/config', ZAppConfig, { cache: 'no-store' }),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (isDown(query.state.data) ? MAINTENANCE_RECHECK_MS : false),
  });
}

export function isDown(config: TAppConfig | undefined): boolean {
  return Boolean(config && config.app_downtime_flag > 0);
}
