import { useQuery } from '@tanstack/react-query';
import type { TPublicQueryStreamInput, TStreamEvent } from '@core/api/generate';
import { ZPublicRunsStatus } from '@core/api/publicRuns';
import { apiJson } from './client';
import { streamAnswerEvents } from './generationStream';

export const publicRunsKey = ['public-runs'] as const;

/** GET /api/public/runs: today's free runs of this visitor (no session; the server sets the visitor cookie). */
export function fetchPublicRuns() {
  return apiJson('/api/public/runs', ZPublicRunsStatus, { cache: 'no-store' });
}

export function usePublicRuns() {
  return useQuery({ queryKey: publicRunsKey, queryFn: fetchPublicRuns, staleTime: 0 });
}

/**
 * POST /api/public/generate/query/stream: a FactGPT answer for a signed-out visitor, spending one of
 * the day's free runs. Refusals (400 public_runs_exhausted once they are used) throw an ApiError.
 */
export function streamPublicQuery(input: TPublicQueryStreamInput, options: { signal: AbortSignal; onEvent: (event: TStreamEvent) => void }) {
  return streamAnswerEvents('/api/public/generate/query/stream', input, options);
}
