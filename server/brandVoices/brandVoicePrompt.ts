import { brandVoicePromptText } from '@core/brandVoices/voicePrompt';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { unauthorized } from '../errors';
import { loadBrandVoice } from './brandVoiceLoader';

/** A brand voice ready for a generation's prompt, and what the result names as the voice it used. */
export type TBrandVoiceForPrompt = { id: string; name: string; prompt: string };

/**
 * The brand voice a generation asked for, as prompt text: one the person may use (their own
 * personal voice, or with `teamId` a voice of that team they belong to). Anything else, missing
 * or someone else's, throws the catalogue's 404 ("That brand voice does not exist.").
 */
export async function brandVoiceForPrompt(
  db: Db,
  sessionUser: TSessionUser | null,
  options: { brandVoiceId: string; teamId?: string | null },
): Promise<TBrandVoiceForPrompt> {
  if (!sessionUser) throw unauthorized();
  const voice = await loadBrandVoice(db, sessionUser, options.brandVoiceId, options.teamId ?? null, 'use');
  return { id: voice.id, name: voice.name, prompt: brandVoicePromptText(voice.name, voice.profile) };
}
