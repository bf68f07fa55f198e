import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminFlag, ZAdminFlags, type TAdminFlagOverridesInput } from '@core/api/adminFlags';
import { apiJson } from './client';

const ADMIN_FLAGS_KEY = ['admin-flags'] as const;

/** GET /api/admin/flags: the catalogue with plan-table defaults and stored overrides. */
export function useAdminFlags() {
  return useQuery({ queryKey: ADMIN_FLAGS_KEY, queryFn: async () => (await apiJson('/api/admin/flags', ZAdminFlags)).flags });
}

/** Saves (PUT) or removes (DELETE, overrides null) a flag's overrides; refreshes the list and this browser's own flags. */
export function useChangeFlag(flagId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (overrides: TAdminFlagOverridesInput['overrides'] | null) =>
      apiJson(`/api/admin/flags/${encodeURIComponent(flagId)}`, ZAdminFlag, overrides ? { method: 'PUT', body: { overrides } } : { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY }), client.invalidateQueries({ queryKey: ['flags'] })]);
    },
  });
}
