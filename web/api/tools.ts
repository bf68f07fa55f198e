import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZStreamError, ZStreamMeta, ZStreamToken } from '@core/api/generate';
import { ZToolResult, ZToolResultsPage, ZToolStreamDone, type TToolResult, type TToolRunInput, type TToolStreamDone } from '@core/api/tools';
import { ApiError, apiJson, errorFromResponse, NETWORK_ERROR_MESSAGE } from './client';
import { readSseEvents, type TRawSseEvent } from './generationStream';

/** One event of a tool's stream (POST /api/generate/tool/:tool_id/stream), checked against core/api. */
export type TToolStreamEvent =
  | { event: 'meta'; data: z.infer<typeof ZStreamMeta> }
  | { event: 'token'; data: z.infer<typeof ZStreamToken> }
  | { event: 'done'; data: TToolStreamDone }
  | { event: 'error'; data: z.infer<typeof ZStreamError> };

const EVENT_SCHEMAS: Record<TToolStreamEvent['event'], z.ZodType> = {
  meta: ZStreamMeta,
  token: ZStreamToken,
  done: ZToolStreamDone,
  error: ZStreamError,
};

/** Checks a raw event against the tool stream's contract; unknown or malformed events are dropped (null). */
export function toToolEvent(raw: TRawSseEvent): TToolStreamEvent | null {
  const schema = Object.hasOwn(EVENT_SCHEMAS, raw.event) ? EVENT_SCHEMAS[raw.event as TToolStreamEvent['event']] : null;
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? ({ event: raw.event, data: parsed.data } as TToolStreamEvent) : null;
}

/** The error of a stream's `error` event as the failure handling reads errors. */
export function streamErrorOf(data: z.infer<typeof ZStreamError>): ApiError {
  return new ApiError(data.status, data.message, { code: data.error });
}

/**
 * Runs a writing tool or repurpose format as a stream: onEvent for each event as it arrives,
 * resolving when the stream ends. A refusal before the stream (bad values, credits, plan, fair
 * usage) throws an ApiError with its status; aborting the signal stops the request quietly.
 */
export async function streamTool(toolId: string, input: TToolRunInput, options: { signal: AbortSignal; onEvent: (event: TToolStreamEvent) => void }): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/generate/tool/${encodeURIComponent(toolId)}/stream`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal: options.signal,
    });
  } catch {
    if (options.signal.aborted) return;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw errorFromResponse(response.status, body);
  }
  await readSseEvents(response.body, options.signal, toToolEvent, options.onEvent);
}

/** Who asks: the user, and the team in team mode. */
export type TToolScope = { uid: string; teamId: string | null };

/** Earlier results are listed five to a page (spec §9). */
export const TOOL_RESULTS_PAGE_SIZE = 5;

const resultsRoot = (uid: string) => ['toolResults', uid] as const;

/** GET /api/tools/results: one page (1-based) of the writer's earlier results of a tool, newest first. */
export function useToolResults(scope: TToolScope, toolId: string, page: number) {
  return useQuery({
    queryKey: [...resultsRoot(scope.uid), scope.teamId, toolId, page],
    placeholderData: keepPreviousData,
    queryFn: () => {
      const start = (page - 1) * TOOL_RESULTS_PAGE_SIZE;
      const query: Record<string, string> = { unique_id: scope.uid, tool_id: toolId, start_count: String(start), end_count: String(start + TOOL_RESULTS_PAGE_SIZE) };
      if (scope.teamId) query.team_id = scope.teamId;
      return apiJson('/api/tools/results', ZToolResultsPage, { query });
    },
  });
}

/** The results lists read again (after a run saved one, or a rating changed one). */
export function useRefreshToolResults(uid: string) {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: resultsRoot(uid) }), [client, uid]);
}

const ZRatedResult = z.object({ result: ZToolResult });

/** PATCH /api/tools/results/:id: thumbs up (1), down (-1) or neither (null); answers the result as saved. */
export function useRateToolResult(scope: TToolScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id: string; rating: 1 | -1 | null }): Promise<TToolResult> =>
      (await apiJson(`/api/tools/results/${encodeURIComponent(change.id)}`, ZRatedResult, { method: 'PATCH', body: { unique_id: scope.uid, rating: change.rating } })).result,
    onSuccess: () => client.invalidateQueries({ queryKey: resultsRoot(scope.uid) }),
  });
}
