import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZApiTokenCreatedResponse, ZApiTokenListResponse, ZApiTokenResponse } from '@core/api/apiTokens';
import { apiJson } from './client';

const tokensKey = ['apiTokens'] as const;

/** GET /api/fetch/api/tokens: the person's tokens, and whether they may make one (the server's rule). */
export function useApiTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: () => apiJson('/api/fetch/api/tokens', ZApiTokenListResponse) });
}

/** POST /api/create/api/token: resolves to the new token with its secret (shown once, never fetched again). */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson('/api/create/api/token', ZApiTokenCreatedResponse, { method: 'POST', body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** POST /api/revoke/api/token: the token stops working; the list is read again. */
export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: string) => (await apiJson('/api/revoke/api/token', ZApiTokenResponse, { method: 'POST', body: { token_id: tokenId } })).token,
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
