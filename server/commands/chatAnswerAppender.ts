import { and, eq } from 'drizzle-orm';
import type { TChatItem, TChatMode, TSearchObj } from '@core/api/chat';
import { chatTitle, keepLastItems, NEW_CHAT_TITLE } from '@core/chat/chatHistory';
import type { Db } from '../db/database';
import { chats, type TChatRow } from '../db/schema/chats';
import { createChat } from './chatCreator';

/** Where an answer goes: the chat the request named (authorized), or a new one under the id promised in `meta`. */
export type TAnswerChat = {
  userId: string;
  /** The named chat's id, or the id the new chat gets. */
  chatId: string;
  existing: boolean;
  /** A new chat's earlier turns (the request's chat_history), stored before the question. */
  context: TChatItem[];
  mode: TChatMode;
  searchObj: TSearchObj;
  model: string | null;
  projectId: string;
  teamId: string | null;
};

/** One question and its answer (finished or cut off), with the answer's follow-up suggestions. */
export type TAnsweredTurn = { question: TChatItem; answer: TChatItem; followUp: string[] };

/**
 * Saves an answer to its chat, as part of the transaction that charges it (`db` is that
 * transaction): appends the turn to the named chat, read under a row lock so two answers to one
 * chat at once both stay, or creates the chat. A named chat deleted while its answer was written is
 * not brought back: the turn starts a new chat. The chat takes the request's mode, sources and model,
 * as the page's save did; only the last 20 items are kept (spec §9).
 */
export async function appendAnswer(db: Db, target: TAnswerChat, turn: TAnsweredTurn): Promise<TChatRow> {
  const content = { mode: target.mode, searchObj: target.searchObj, model: target.model, followUp: turn.followUp };
  const [locked] = target.existing
    ? await db.select().from(chats).where(and(eq(chats.id, target.chatId), eq(chats.userId, target.userId))).for('update')
    : [];
  if (!locked) {
    const history = [...target.context, turn.question, turn.answer];
    const id = target.existing ? undefined : target.chatId;
    return createChat(db, target.userId, { ...content, chatHistory: history, blogId: null, projectId: target.projectId, teamId: target.teamId }, id);
  }
  const history = keepLastItems([...locked.chatHistory, turn.question, turn.answer]);
  const title = locked.title === NEW_CHAT_TITLE ? chatTitle(history) : locked.title;
  const [updated] = await db
    .update(chats)
    .set({ ...content, chatHistory: history, title, updatedAt: new Date() })
    .where(eq(chats.id, locked.id))
    .returning();
  return updated!;
}
