import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { toChatMode, type TChatItem } from '@core/api/chat';
import type { ZQueryStreamInput } from '@core/api/generate';
import type { TAnswerRun } from '../ai/answerRun';
import type { TAnswerChat, TAnsweredTurn } from '../commands/chatAnswerAppender';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import type { TGatePass } from './generationGate';
import { authorize } from '../policies';
import { loadChat } from '../queries/chatLoader';
import type { TAnswerEnd } from './streamAnswer';

type TBody = z.output<typeof ZQueryStreamInput>;

/**
 * The chat a FactGPT answer will be saved to, settled before the model is called: the named chat
 * (the author's alone: anyone else's, or a missing one, is 404; one of another project or mode is
 * 400), or a new chat in the request's project whose id is chosen now, so `meta` can name it.
 */
export async function answerChatFor(db: Db, pass: TGatePass, body: TBody): Promise<TAnswerChat> {
  const common = {
    userId: pass.user.id,
    mode: toChatMode(body.mode),
    searchObj: body.search_obj,
    model: pass.engine.name,
    projectId: pass.projectId ?? body.project_id,
    teamId: pass.teamId,
  };
  if (!body.chat_id) return { ...common, chatId: randomUUID(), existing: false, context: body.chat_history };
  const chat = await loadChat(db, body.chat_id);
  authorize(pass.user, 'update', chat);
  if (chat.projectId !== common.projectId || chat.teamId !== common.teamId) {
    throw badRequest('That chat belongs to another project or mode. Start a new chat here.', 'chat_id');
  }
  return { ...common, chatId: chat.id, existing: true, context: [] };
}

/** The question and its answer as chat items; a cut-off answer is marked `stopped`. */
export function answeredTurn(query: string, askedAt: Date, run: TAnswerRun, end: TAnswerEnd): TAnsweredTurn {
  const question: TChatItem = { role: 'user', content: query, created_at: askedAt.toISOString() };
  const answer: TChatItem = {
    role: 'assistant',
    content: end.text,
    engine: run.meta.engine,
    model: run.meta.model,
    ...(end.citations.length ? { citations: end.citations } : {}),
    ...(end.stopped ? { stopped: true } : {}),
    ...(run.notice ? { notice: run.notice } : {}),
    created_at: new Date().toISOString(),
  };
  return { question, answer, followUp: end.followUps };
}
