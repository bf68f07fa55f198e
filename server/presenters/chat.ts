import type { TChat } from '@core/api/chat';
import type { TSessionUser } from '../auth/sessionUser';
import type { TChatRow } from '../db/schema/chats';
import { abilitiesOf } from '../policies/cancan';
import { Chat } from '../policies/chat';
import { keepLastItems } from '@core/chat/chatHistory';

/** A chat on the wire (spec §3 Chat): save_id, content, the dates the list sorts by, and what the viewer may do with it. */
export function presentChat(chat: TChatRow, viewer: TSessionUser): TChat {
  return {
    save_id: chat.id,
    title: chat.title,
    chat_history: keepLastItems(chat.chatHistory),
    mode: chat.mode,
    search_obj: chat.searchObj,
    follow_up: chat.followUp,
    model: chat.model,
    blog_id: chat.blogId,
    project_id: chat.projectId,
    team_id: chat.teamId,
    created_date: chat.createdAt.toISOString(),
    last_updated: chat.updatedAt.toISOString(),
    policies: abilitiesOf(viewer, Chat.of(chat)),
  };
}

/** One line of the chat list. */
export function presentChatListItem(chat: TChatRow) {
  return {
    save_id: chat.id,
    title: chat.title,
    mode: chat.mode,
    model: chat.model,
    project_id: chat.projectId,
    last_updated: chat.updatedAt.toISOString(),
  };
}
