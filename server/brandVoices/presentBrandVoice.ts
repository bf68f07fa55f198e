import { BRAND_VOICE_PROFILE_VERSION, type TBrandVoice } from '@core/api/brandVoices';
import type { TSessionUser } from '../auth/sessionUser';
import type { TBrandVoiceRow } from '../db/schema/brandVoices';
import { abilitiesOf, BrandVoice } from '../policies';

/** A brand voice as the API returns it, with what this person may do with it. Lists each field. */
export function presentBrandVoice(row: TBrandVoiceRow, user: TSessionUser, viaTeamId: string | null): TBrandVoice {
  return {
    id: row.id,
    name: row.name,
    profile: row.profile,
    sources: row.sources,
    profile_version: row.profileVersion,
    requires_reupload: row.profileVersion < BRAND_VOICE_PROFILE_VERSION,
    team_id: row.teamId,
    created_by: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities: abilitiesOf(user, BrandVoice.of({ id: row.id, userId: row.userId, teamId: row.teamId, viaTeamId })),
  };
}
