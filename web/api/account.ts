import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAccountProfile,
  ZAccountProfileResponse,
  ZChangeEmailResponse,
  ZDeleteAccountResponse,
  type TAccountProfile,
  type TChangePasswordInput,
} from '@core/api/account';
import { ZBillingRedirect } from '@core/api/billing';
import { apiJson } from './client';
import { sessionKey } from './session';

export const accountProfileKey = ['accountProfile'] as const;

/** GET /api/account/profile: the profile page's record, with what the person may do there. */
export function useAccountProfile() {
  return useQuery({ queryKey: accountProfileKey, queryFn: () => apiJson('/api/account/profile', ZAccountProfile) });
}

/** After a change: the profile as the server answered it, and the user record (name, plan) reloaded. */
function useProfileChanged() {
  const client = useQueryClient();
  return async (profile: TAccountProfile) => {
    client.setQueryData(accountProfileKey, profile);
    await client.invalidateQueries({ queryKey: ['user'] });
  };
}

/** PUT /api/account/name */
export function useUpdateName() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: async (name: string) => (await apiJson('/api/account/name', ZAccountProfileResponse, { method: 'PUT', body: { name } })).profile,
    onSuccess: changed,
  });
}

/** POST /api/account/email: sends the confirmation link to the new address. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => apiJson('/api/account/email', ZChangeEmailResponse, { method: 'POST', body: { new_email: newEmail } }),
  });
}

/** POST /api/account/password: other devices are signed out; this browser keeps a new session. */
export function useChangePassword() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: async (input: TChangePasswordInput) =>
      (await apiJson('/api/account/password', ZAccountProfileResponse, { method: 'POST', body: input })).profile,
    onSuccess: changed,
  });
}

/** DELETE /api/account: the account and everything it owns; the session ends with it. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => apiJson('/api/account', ZDeleteAccountResponse, { method: 'DELETE', body: { confirm_email: confirmEmail } }),
    onSuccess: () => {
      client.setQueryData(sessionKey, null);
      client.removeQueries({ queryKey: ['user'] });
      client.removeQueries({ queryKey: accountProfileKey });
    },
  });
}

/** POST /api/account/subscription/cancel: Stripe's portal page where the cancellation is confirmed. */
export async function openSubscriptionCancellation(): Promise<string> {
  return (await apiJson('/api/account/subscription/cancel', ZBillingRedirect, { method: 'POST' })).url;
}
