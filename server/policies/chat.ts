import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../context';
import type { Db } from '../db/database';
import { teams } from '../db/schema';
import type { TChatRow } from '../db/schema/chats';
import type { TProjectRow } from '../db/schema/projects';
import { notFound } from '../errors';
import { findProject } from '../commands/projectCommands';

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
 * The project a chat is saved in: one of the user's own, or in team mode (a team id the caller has
 * already checked with authorizeTeam) one of the team's projects, which are its admin's.
 */
export async function authorizeChatProject(db: Db, user: TSessionUser, projectId: string, teamId: string | null): Promise<TProjectRow> {
  const project = await findProject(db, projectId);
  if (project && project.ownerId === user.id) return project;
  if (project && teamId) {
    const [team] = await db.select({ adminId: teams.adminId }).from(teams).where(eq(teams.id, teamId)).limit(1);
    if (team && team.adminId === project.ownerId) return project;
  }
  throw notFound('That project does not exist.');
}
