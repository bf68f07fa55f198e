import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAuthorizeResponse,
  ZIntegrationDetails,
  ZWebflowFieldsResponse,
  type TOAuthTarget,
  type TWebflowConnectInput,
  type TWebflowMappingInput,
} from '@core/api/integrations';
import { apiJson } from './client';
import { rememberDetails } from './integrations';

/** Sign-in integrations (HubSpot, Webflow, Google) and the choices made after connecting (core/api/integrations.ts). */
const BASE = '/api/integrations';

/** GET /api/integrations/:target/authorize?uid: the provider's page the browser goes to. */
export function useAuthorizeIntegration(uid: string, target: TOAuthTarget) {
  return useMutation({
    mutationFn: () => apiJson(`${BASE}/${target}/authorize`, ZAuthorizeResponse, { query: { uid } }),
  });
}

/** POST /api/integrations/:target/save-token {uid, code, state}: the code the provider sent back; the answer is the details. */
export function useSaveToken(uid: string, target: TOAuthTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; state: string }) => apiJson(`${BASE}/${target}/save-token`, ZIntegrationDetails, { method: 'POST', body: { uid, ...input } }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** POST /api/integrations/hubspot/blog {uid, blog_id}: the blog posts go to. */
export function useChooseHubspotBlog(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blogId: string) => apiJson(`${BASE}/hubspot/blog`, ZIntegrationDetails, { method: 'POST', body: { uid, blog_id: blogId } }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** POST /api/integrations/webflow/connect {uid, site_token}. */
export function useConnectWebflowToken(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TWebflowConnectInput) => apiJson(`${BASE}/webflow/connect`, ZIntegrationDetails, { method: 'POST', body: input }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}

/** GET /api/integrations/webflow/collections/:id?uid: the collection's fields (idle until a collection is chosen). */
export function useWebflowFields(uid: string, collectionId: string | null) {
  return useQuery({
    queryKey: ['integrations', uid, 'webflow-fields', collectionId],
    enabled: Boolean(collectionId),
    queryFn: () => apiJson(`${BASE}/webflow/collections/${encodeURIComponent(collectionId!)}`, ZWebflowFieldsResponse, { query: { uid } }),
  });
}

/** POST /api/integrations/webflow/mapping: the collection and the fields that take the body, excerpt and image. */
export function useSaveWebflowMapping(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TWebflowMappingInput) => apiJson(`${BASE}/webflow/mapping`, ZIntegrationDetails, { method: 'POST', body: input }),
    onSuccess: (details) => rememberDetails(client, uid, details),
  });
}
