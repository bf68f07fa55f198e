import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChatDeletedResponse,
  ZChatHistoryResponse,
  ZChatResponse,
  type TChat,
  type TChatHistoryResponse,
  type TSaveChatInput,
} from '@core/api/chat';
import { nextChatPageStart } from './chatPages';
import { apiJson } from './client';

/** The chat list of one user, mode (team or personal) and project. */
export const chatListKey = (uid: string, teamId: string | null, projectId: string | null) => ['chats', uid, teamId, projectId] as const;

/** Chats per page of the list; "Show older chats" asks for the next page (spec §7 start/end counts). */
export const CHAT_LIST_PAGE = 30;

/** GET /api/fetch/chat/history: the active project's chats, newest first, a page at a time. */
export function useChatList(uid: string, teamId: string | null, projectId: string | null) {
  return useInfiniteQuery({
    queryKey: chatListKey(uid, teamId, projectId),
    enabled: Boolean(projectId),
    initialPageParam: 0,
    getNextPageParam: nextChatPageStart,
    queryFn: ({ pageParam }: { pageParam: number }): Promise<TChatHistoryResponse> =>
      apiJson('/api/fetch/chat/history', ZChatHistoryResponse, {
        query: {
          unique_id: uid,
          start_count: String(pageParam),
          end_count: String(pageParam + CHAT_LIST_PAGE),
          ...(teamId ? { team_id: teamId } : {}),
          ...(projectId ? { project_id: projectId } : {}),
        },
      }),
  });
}

/** GET /api/fetch/user/chat: one chat, to reopen it. */
export async function fetchChat(uid: string, chatId: string): Promise<TChat> {
  return (await apiJson('/api/fetch/user/chat', ZChatResponse, { query: { unique_id: uid, chat_id: chatId } })).chat;
}

/** Saves a new chat (POST) or the next state of a saved one (PUT); answers the stored chat. */
export async function storeChat(input: TSaveChatInput, saveId: string | null): Promise<TChat> {
  const body = saveId
    ? await apiJson('/api/update/chat', ZChatResponse, { method: 'PUT', body: { ...input, save_id: saveId } })
    : await apiJson('/api/save/user/chat', ZChatResponse, { method: 'POST', body: input });
  return body.chat;
}

/** PUT /api/update/chat with deleted: true; refreshes every chat list afterwards. */
export function useDeleteChat(uid: string, teamId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (saveId: string) =>
      apiJson('/api/update/chat', ZChatDeletedResponse, {
        method: 'PUT',
        body: { unique_id: uid, team_id: teamId, save_id: saveId, deleted: true },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['chats', uid] }),
  });
}
