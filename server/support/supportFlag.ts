import type { TSessionUser } from '../auth/sessionUser';
import { forbidden } from '../errors';
import type { TFlagDeps } from '../flags/userFlags';
import { evaluateFlagsOf } from '../policies/pageFlag';

/**
 * The chat-support flag holds for the person's calls, not only for the button: off, they answer 403.
 * It is evaluated in the mode the person is in (team mode counts only for someone in a team), as the page's flags are.
 */
export async function requireChatSupport(ctx: TFlagDeps, user: TSessionUser, teamMode: 'true' | 'false' | undefined): Promise<void> {
  const flags = await evaluateFlagsOf(ctx, user.id, ['chat-support'], teamMode === 'true' && user.teams.length > 0);
  if (flags['chat-support'] !== true) throw forbidden('Chat support is not available on your plan.');
}
