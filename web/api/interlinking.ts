import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLinkRejectionResponse,
  ZLinkSuggestionsResponse,
  ZOrphansResponse,
  type TLinkSuggestion,
  type TTextSuggestionsInput,
} from '@core/api/interlinking';
import { apiJson } from './client';

const teamQuery = (teamId: string | null): Record<string, string> => (teamId ? { team_id: teamId } : {});

/** Every interlinking answer about one doc; refetched after an accept or a reject. */
export const docLinksKey = (blogId: string | null, teamId: string | null) => ['interlinking', 'doc', blogId, teamId] as const;

/** GET /api/optimizer/interlinking/suggestions: link suggestions for a stored doc. */
export function useDocLinkSuggestions(blogId: string | null, teamId: string | null, enabled = true) {
  return useQuery({
    queryKey: docLinksKey(blogId, teamId),
    enabled: enabled && Boolean(blogId),
    queryFn: () => apiJson('/api/optimizer/interlinking/suggestions', ZLinkSuggestionsResponse, { query: { blog_id: blogId ?? '', ...teamQuery(teamId) } }),
  });
}

/** POST /api/optimizer/interlinking/suggestions: link suggestions for a pasted text. */
export function fetchTextLinkSuggestions(input: TTextSuggestionsInput) {
  return apiJson('/api/optimizer/interlinking/suggestions', ZLinkSuggestionsResponse, { method: 'POST', body: input });
}

/** POST /api/optimizer/interlinking/rejections: never suggest this link for the doc again; refreshes its suggestions. */
export function useRejectLinkSuggestion(blogId: string | null, teamId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: TLinkSuggestion) =>
      apiJson('/api/optimizer/interlinking/rejections', ZLinkRejectionResponse, {
        method: 'POST',
        body: { blog_id: blogId, suggestion_id: suggestion.id, target: suggestion.target, anchor: suggestion.anchor, team_id: teamId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: docLinksKey(blogId, teamId) }),
  });
}

/** GET /api/optimizer/interlinking/orphans: the project's site pages no doc links to. */
export function useOrphanPages(projectId: string | null, teamId: string | null) {
  return useQuery({
    queryKey: ['interlinking', 'orphans', projectId, teamId],
    enabled: Boolean(projectId),
    queryFn: () => apiJson('/api/optimizer/interlinking/orphans', ZOrphansResponse, { query: { project_id: projectId ?? '', ...teamQuery(teamId) } }),
  });
}
