import type { z } from 'zod';
import type { ZUserKeyInfo } from '@core/api/userKeys';
import type { userKeys } from '../db/schema';

/** A stored key as the API shows it: that one exists, and its last four characters. Never the key. */
export function presentUserKey(row: typeof userKeys.$inferSelect): z.infer<typeof ZUserKeyInfo> {
  return { has_key: true, key_hint: `…${row.keyHint}`, updated_at: row.updatedAt.toISOString() };
}
