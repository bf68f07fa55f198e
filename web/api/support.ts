import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminSupportThread,
  ZAdminSupportThreads,
  ZSupportMessageCreated,
  ZSupportThread,
  ZSupportUnread,
  type TSupportThreadStatus,
} from '@core/api/support';
import { apiJson } from './client';

/** How often the thread is asked for while the widget is open, and (for the unread count on the button) while it is closed. */
export const SUPPORT_POLL_MS = { open: 4_000, closed: 60_000 } as const;

const threadKey = (teamMode: boolean) => ['support-thread', teamMode] as const;
const DESK_KEY = ['admin-support'] as const;

/** GET /api/fetch/support/thread: the person's own thread, polled faster while the widget is open. */
export function useSupportThread(teamMode: boolean, open: boolean) {
  return useQuery({
    queryKey: threadKey(teamMode),
    queryFn: () => apiJson('/api/fetch/support/thread', ZSupportThread, { query: { team_mode: String(teamMode) } }),
    refetchInterval: open ? SUPPORT_POLL_MS.open : SUPPORT_POLL_MS.closed,
    select: (data) => data.thread,
  });
}

/** POST /api/insert/support/message: the person writes to support. */
export function useSendSupportMessage(teamMode: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiJson('/api/insert/support/message', ZSupportMessageCreated, { method: 'POST', body: { body, team_mode: String(teamMode) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(teamMode) }),
  });
}

/** POST /api/update/support/thread/read: the person has seen support's answers (clears the count on the button). */
export function useMarkSupportRead(teamMode: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('/api/update/support/thread/read', ZSupportUnread, { method: 'POST', body: { team_mode: String(teamMode) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(teamMode) }),
  });
}

/** GET /api/admin/support/threads?page: every thread, latest message first (administrators). */
export function useDeskThreads(page: number) {
  return useQuery({
    queryKey: [...DESK_KEY, 'list', page],
    queryFn: () => apiJson('/api/admin/support/threads', ZAdminSupportThreads, { query: { page: String(page) } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** GET /api/admin/support/threads/:id: one thread, polled while it is open on the admin page. */
export function useDeskThread(threadId: string) {
  return useQuery({
    queryKey: [...DESK_KEY, 'thread', threadId],
    queryFn: () => apiJson(`/api/admin/support/threads/${encodeURIComponent(threadId)}`, ZAdminSupportThread),
    refetchInterval: SUPPORT_POLL_MS.open,
    select: (data) => data.thread,
  });
}

/** Refreshes the desk's list and threads after an administrator acts. */
function useRefreshDesk() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: DESK_KEY });
}

/** POST /api/admin/support/threads/:id/messages: an administrator answers. */
export function useAnswerDeskThread(threadId: string) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: string) => apiJson(`/api/admin/support/threads/${encodeURIComponent(threadId)}/messages`, ZAdminSupportThread, { method: 'POST', body: { body } }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/support/threads/:id: closes or reopens. */
export function useSetDeskThreadStatus(threadId: string) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (status: TSupportThreadStatus) => apiJson(`/api/admin/support/threads/${encodeURIComponent(threadId)}`, ZAdminSupportThread, { method: 'PUT', body: { status } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/support/threads/:id/read: the administrator has read the person's messages. */
export function useMarkDeskThreadRead(threadId: string) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: () => apiJson(`/api/admin/support/threads/${encodeURIComponent(threadId)}/read`, ZSupportUnread, { method: 'POST' }),
    onSuccess: refresh,
  });
}
