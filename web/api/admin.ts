import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import {
  ZAdminAuditResponse,
  ZAdminUsersResponse,
  ZAssignablePlansResponse,
  type TAdminAddRunsInput,
  type TRunFeature,
} from '@core/api/admin';
import { apiJson } from './client';

const ADMIN_USERS_KEY = ['admin-users'] as const;
const ADMIN_AUDIT_KEY = ['admin-audit'] as const;

/** The admin page's page size for both lists. */
export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/users: a page of accounts matching the search (email or name). */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, search, page],
    queryFn: () => apiJson('/api/admin/users', ZAdminUsersResponse, { query: { search, page: String(page), page_size: String(ADMIN_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit: a page of the audit log, newest first, filtered by account email (or flag id). */
export function useAdminAudit(subject: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_AUDIT_KEY, subject, page],
    queryFn: () => apiJson('/api/admin/audit', ZAdminAuditResponse, { query: { subject, page: String(page), page_size: String(ADMIN_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/plans: the plans an account may be put on. */
export function useAssignablePlans() {
  return useQuery({ queryKey: ['admin-plans'], queryFn: async () => (await apiJson('/api/admin/plans', ZAssignablePlansResponse)).plans, staleTime: Infinity });
}

/** One of the admin page's changes to an account. */
export type TAdminAccountChange =
  | { kind: 'plan'; plan_name: string }
  | { kind: 'credits'; amount: number }
  | { kind: 'runs'; feature: TRunFeature; count: TAdminAddRunsInput['count'] }
  | { kind: 'expiry'; days: number };

function send(userId: string, change: TAdminAccountChange) {
  const path = `/api/admin/users/${encodeURIComponent(userId)}`;
  switch (change.kind) {
    case 'plan':
      return apiJson('/api/update/user', ZUpdateUserLimitsResponse, { method: 'PUT', body: { unique_id: userId, plan_name: change.plan_name } });
    case 'credits':
      return apiJson(`${path}/credits`, ZUpdateUserLimitsResponse, { method: 'POST', body: { amount: change.amount } });
    case 'runs':
      return apiJson(`${path}/runs`, ZUpdateUserLimitsResponse, { method: 'POST', body: { feature: change.feature, count: change.count } });
    case 'expiry':
      return apiJson(`${path}/expiry`, ZUpdateUserLimitsResponse, { method: 'POST', body: { days: change.days } });
  }
}

/** Sets a plan (PUT /api/update/user), adds credits or runs, or extends the expiry; refreshes the accounts and the audit log. */
export function useChangeAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TAdminAccountChange) => send(userId, change),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }), client.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY })]);
    },
  });
}
