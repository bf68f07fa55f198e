import type { TChatItem, TChatMode, TSearchObj } from '@core/api/chat';
import { chatTitle, keepLastItems } from '@core/chat/chatHistory';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';

/** What a chat write stores: the chat's content, already authorized. */
export type TChatContent = {
  chatHistory: TChatItem[];
  mode: TChatMode;
  searchObj: TSearchObj;
  followUp: string[];
  model: string | null;
  blogId: string | null;
  projectId: string;
  teamId: string | null;
};

/** The columns of a chat's content, history cut to the last items kept (spec §9). */
export function chatColumns(content: TChatContent) {
  return {
    chatHistory: keepLastItems(content.chatHistory),
    mode: content.mode,
    searchObj: content.searchObj,
    followUp: content.followUp,
    model: content.model,
    blogId: content.blogId,
    projectId: content.projectId,
    teamId: content.teamId,
  };
}

/**
 * Stores a new chat of a user. The title comes from the first question and stays, even after that
 * question leaves the last 20. `id` is given when the id was promised before the write (an answer's
 * stream names its new chat in `meta`).
 */
export async function createChat(db: Db, userId: string, content: TChatContent, id?: string): Promise<TChatRow> {
  const [created] = await db
    .insert(chats)
    .values({ ...(id ? { id } : {}), userId, title: chatTitle(content.chatHistory), ...chatColumns(content) })
    .returning();
  return created!;
}
