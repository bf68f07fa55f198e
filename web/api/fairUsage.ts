import { ZFairUsageStatus, type TFairUsageStatus } from '@core/api/fairUsage';
import type { TGenerationMode } from '@core/plans/access';
import { apiJson } from './client';

/** GET /api/fair/usage/status: a mode's fair-use state, read without changing it (how long a block has left). */
export function fetchFairUsageStatus(uid: string, mode: TGenerationMode): Promise<TFairUsageStatus> {
  return apiJson('/api/fair/usage/status', ZFairUsageStatus, { query: { unique_id: uid, mode } });
}
