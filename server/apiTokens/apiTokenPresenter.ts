import type { TApiToken } from '@core/api/apiTokens';
import type { TSessionUser } from '../auth/sessionUser';
import type { TApiTokenRow } from '../db/schema/apiTokens';
import { abilitiesOf } from '../policies/cancan';
import { ApiToken } from '../policies/apiToken';

/** A token on the wire, with what its viewer may do: never its hash, only its first characters. */
export function presentApiToken(row: TApiTokenRow, viewer: TSessionUser): TApiToken {
  return {
    token_id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    abilities: abilitiesOf(viewer, ApiToken.of(row)),
  };
}
