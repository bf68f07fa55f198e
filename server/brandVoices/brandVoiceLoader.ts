import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TBrandVoiceRow } from '../db/schema/brandVoices';
import { authorize, BrandVoice } from '../policies';
import type { TSubject } from '../policies/cancan';
import type { TBrandVoiceSubject } from '../policies/brandVoice';
import { findBrandVoice } from './brandVoiceStore';

export type TLoadedBrandVoice = TSubject<TBrandVoiceRow & TBrandVoiceSubject, 'use' | 'edit' | 'delete'>;

/**
 * A brand voice marked for its rules, seen from the request's team mode (`viaTeamId`, already
 * checked), and authorized for `action`; a missing one answers the same 404 as someone else's.
 */
export async function loadBrandVoice(db: Db, user: TSessionUser, id: string, viaTeamId: string | null, action: 'use' | 'edit' | 'delete'): Promise<TLoadedBrandVoice> {
  const row = await findBrandVoice(db, id);
  if (!row) throw BrandVoice.refuse('use');
  const voice = BrandVoice.of({ ...row, viaTeamId });
  authorize(user, action, voice);
  return voice;
}
