import type { TSessionUser } from '../auth/sessionUser';
import type { TChatRow } from '../db/schema/chats';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';

/** A chat as its rule needs it: its author. */
export type TChatSubject = Pick<TChatRow, 'id' | 'userId'>;

/**
 * Chats: a conversation with FactGPT is its author's alone, in team mode too (docs/decisions.md,
 * FactGPT). Someone else's chat answers 404, like a missing one, so chat ids cannot be probed.
 */
export const Chat = entity<TChatSubject, 'read' | 'update' | 'delete'>('chat', ['read', 'update', 'delete'], () => notFound('That chat does not exist.'));

const isAuthor = (user: TSessionUser, chat: TChatSubject) => chat.userId === user.id;

allow(User, ['read', 'update', 'delete'], Chat, isAuthor);
