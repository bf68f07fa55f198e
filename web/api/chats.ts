import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChatDeletedResponse,
  ZChatHistoryResponse,
  ZChatResponse,
  type TChat,
  type TChatHistoryResponse,
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

/** Every chat list of the user (all modes and projects), refetched: a chat the server saved moves to the top. */
export function refreshChatLists(client: QueryClient, uid: string): Promise<void> {
  return client.invalidateQueries({ queryKey: ['chats', uid] });
}

/** How often, and how far apart, the page looks for a stopped answer's chat before giving up. */
const SAVED_CHAT_TRIES = 8;
const SAVED_CHAT_WAIT_MS = 250;

/**
 * After the person stopped an answer: the server saves it (marked stopped) once it notices the closed
 * request, a moment after the page did, so the page looks for the chat until it ends with a stopped
 * answer, then refreshes the lists. Answers whether it was found (a save that failed also charged nothing).
 */
export async function awaitStoppedAnswer(client: QueryClient, uid: string, chatId: string): Promise<boolean> {
  for (let attempt = 0; attempt < SAVED_CHAT_TRIES; attempt++) {
    const found = await apiJson('/api/fetch/user/chat', ZChatResponse, { query: { unique_id: uid, chat_id: chatId } }).then(
      ({ chat }) => chat.chat_history.at(-1)?.stopped === true,
      () => false,
    );
    if (found) {
      await refreshChatLists(client, uid);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, SAVED_CHAT_WAIT_MS));
  }
  await refreshChatLists(client, uid);
  return false;
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
    onSuccess: () => refreshChatLists(client, uid),
  });
}
