import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TChatRow } from '../db/schema/chats';
import type { TProjectRow } from '../db/schema/projects';
import { notFound } from '../errors';
import { loadReachableProject } from './projectAccess';

/**
 * A chat is its author's alone, in team mode too: team members share projects, docs and credits,
 * but a conversation with FactGPT is a personal working space (docs/decisions.md, FactGPT).
 * Someone else's chat answers 404, like a missing one, so chat ids cannot be probed.
 */
export function authorizeChat(user: TSessionUser, chat: TChatRow | undefined): TChatRow {
  if (!chat || chat.userId !== user.id) throw notFound('That chat does not exist.');
  return chat;
}

/**
 * The project a chat (or doc) is saved in: one the user may reach, through the shared project
 * policy (their own, or in team mode one of the team admin's projects); anything else is 404.
 */
export function authorizeChatProject(db: Db, user: TSessionUser, projectId: string, teamId: string | null): Promise<TProjectRow> {
  return loadReachableProject(db, user, projectId, teamId);
}
