import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BLOG_HTML_MAX,
  BLOG_TOO_LONG_MESSAGE,
  BLOG_YDOC_BASE64_MAX,
  ZBlogDeletedResponse,
  ZBlogListResponse,
  ZBlogResponse,
  ZSharedBlogResponse,
  type TBlog,
  type TBlogExportFormat,
  type TSaveBlogInput,
  type TSharedBlog,
} from '@core/api/blogs';
import { ApiError, apiJson } from './client';

/** Who is asking and where: the user, the team in team mode, and the active project. */
export type TBlogScope = { uid: string; teamId: string | null; projectId: string | null };

const teamQuery = (teamId: string | null): Record<string, string> => (teamId ? { team_id: teamId } : {});

/** Every docs list of one user; invalidated after any change. */
export const blogListRoot = (uid: string) => ['blogs', uid] as const;

/** GET /api/get/saved/user/details/{start}/{end}: one page of the active project's docs. */
export function useBlogList(scope: TBlogScope, page: { start: number; end: number; search: string; sort: 'asc' | 'desc' }) {
  return useQuery({
    queryKey: [...blogListRoot(scope.uid), scope.teamId, scope.projectId, page],
    enabled: Boolean(scope.projectId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiJson(`/api/get/saved/user/details/${page.start}/${page.end}`, ZBlogListResponse, {
        query: {
          unique_id: scope.uid,
          project_id: scope.projectId ?? '',
          feature_type: 'blog',
          sort: page.sort,
          ...(page.search.trim() ? { search: page.search.trim() } : {}),
          ...teamQuery(scope.teamId),
        },
      }),
  });
}

/**
 * GET /api/get/saved/copy/internal: one doc with its HTML and fields, without its Yjs state (the
 * editor syncs that over /collaboration). Without a uid the server answers for the session's user.
 */
export async function fetchBlog(uid: string | null, copyId: string): Promise<TBlog> {
  return (await apiJson('/api/get/saved/copy/internal', ZBlogResponse, { query: { ...(uid ? { unique_id: uid } : {}), copy_id: copyId } })).copy;
}

/**
 * POST /api/save/user/copy: creates (no save_id) or updates a doc; answers the stored doc. A doc over
 * the limits is refused before it is sent, and a 413 (a body past the save's limit) says so in the
 * same words as the server's 400.
 */
export async function saveBlog(input: TSaveBlogInput): Promise<TBlog> {
  if (input.copy_to_save.length > BLOG_HTML_MAX || (input.meta_data?.encodedYdoc?.length ?? 0) > BLOG_YDOC_BASE64_MAX) {
    throw new ApiError(400, BLOG_TOO_LONG_MESSAGE, { code: 'bad_request', field: 'copy_to_save' });
  }
  try {
    return (await apiJson('/api/save/user/copy', ZBlogResponse, { method: 'POST', body: input })).copy;
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new ApiError(413, BLOG_TOO_LONG_MESSAGE, { code: error.code });
    throw error;
  }
}

/** POST /api/create/user/copy: a blank doc, to open in the editor. */
export async function createBlankBlog(scope: TBlogScope, title?: string): Promise<TBlog> {
  const body = { unique_id: scope.uid, project_id: scope.projectId, team_id: scope.teamId, ...(title ? { title } : {}) };
  return (await apiJson('/api/create/user/copy', ZBlogResponse, { method: 'POST', body })).copy;
}

/** Duplicate, delete and share; each refreshes the docs lists. */
export function useBlogActions(scope: TBlogScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: blogListRoot(scope.uid) });
  const duplicate = useMutation({
    mutationFn: (copyId: string) =>
      apiJson('/api/duplicate/user/copy', ZBlogResponse, { method: 'POST', body: { unique_id: scope.uid, team_id: scope.teamId, copy_id: copyId } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (copyId: string) =>
      apiJson('/api/delete/user/copy', ZBlogDeletedResponse, { method: 'DELETE', query: { unique_id: scope.uid, copy_id: copyId, ...teamQuery(scope.teamId) } }),
    onSuccess: refresh,
  });
  const share = useMutation({
    mutationFn: (input: { copyId: string; shared: boolean }) =>
      apiJson('/api/update/copy/share', ZBlogResponse, { method: 'POST', body: { unique_id: scope.uid, copy_id: input.copyId, shared: input.shared } }),
    onSuccess: refresh,
  });
  return { duplicate, remove, share };
}

/** The address of a doc's export; the browser downloads it with the session cookie. */
export function blogExportUrl(copyId: string, format: TBlogExportFormat, teamId: string | null): string {
  return `/api/export/blog?${new URLSearchParams({ copy_id: copyId, format, ...teamQuery(teamId) })}`;
}

/** GET /api/get/shared/copy: a shared doc for the public page. */
export async function fetchSharedBlog(copyId: string): Promise<TSharedBlog> {
  return (await apiJson('/api/get/shared/copy', ZSharedBlogResponse, { query: { copy_id: copyId } })).copy;
}

/** The editor's address for a doc (the editor scene owns the page). */
export const blogEditorPath = (copyId: string) => `/blogs/editor?copy_id=${encodeURIComponent(copyId)}`;
/** The public page of a shared doc. */
export const sharedBlogPath = (copyId: string) => `/share-blog/${copyId}`;
