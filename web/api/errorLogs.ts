import type { TErrorLogInput } from '@core/api/errorLogs';
import { apiRequest } from './client';

/** POST /api/insert/error/logs (spec §7); the caller decides what is worth sending. */
export async function sendErrorLog(input: TErrorLogInput): Promise<void> {
  await apiRequest('/api/insert/error/logs', { method: 'POST', body: input });
}
