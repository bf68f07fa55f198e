import type { TChatHistoryResponse } from '@core/api/chat';

/** Where the next page of the chat list starts, or undefined when every chat is loaded. */
export function nextChatPageStart(last: TChatHistoryResponse, pages: readonly TChatHistoryResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.chat_items.length, 0);
  return last.chat_items.length > 0 && loaded < last.total ? loaded : undefined;
}

/** The chats of every loaded page, each once (a chat saved between two pages moves the rest down by one). */
export function chatsOfPages(pages: readonly TChatHistoryResponse[]): TChatHistoryResponse['chat_items'] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.chat_items).filter((item) => !seen.has(item.save_id) && Boolean(seen.add(item.save_id)));
}
