import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TToolResult, TToolRunInput } from '@core/api/tools';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { streamErrorOf, streamTool, useRefreshToolResults } from '@web/api/tools';
import { IDLE_RUN, refusalOf, toolRunReducer } from './toolRun';

/** Who runs: the user, team mode, and whether the plan brings its own key (for the failure dialogs). */
export type TToolRunner = { uid: string; teamMode: boolean; byok: boolean };

/**
 * One tool's run on the page: generate (streamed), stop, open an earlier result, take a rating.
 * A refusal says why under the form and, for credits, plan and fair usage, opens the app's dialogs.
 * Leaving the page stops the stream; the server saves and charges what was delivered.
 */
export function useToolRun(toolId: string, runner: TToolRunner) {
  const client = useQueryClient();
  const refreshResults = useRefreshToolResults(runner.uid);
  const [state, dispatch] = useReducer(toolRunReducer, IDLE_RUN);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const refuse = useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error);
      dispatch({ type: 'failed', message: refusal.message });
      if (refusal.generationFailure) handleGenerationFailure(error, { client, uid: runner.uid, byok: runner.byok, teamMode: runner.teamMode });
    },
    [client, runner.uid, runner.byok, runner.teamMode],
  );

  const run = useCallback(
    async (input: TToolRunInput) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      dispatch({ type: 'start' });
      try {
        await streamTool(toolId, input, {
          signal: controller.signal,
          onEvent: (event) => {
            if (controller.signal.aborted) return;
            dispatch({ type: 'event', event });
            if (event.event === 'error') refuse(streamErrorOf(event.data));
          },
        });
      } catch (error) {
        if (!controller.signal.aborted) refuse(error);
        return;
      }
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) dispatch({ type: 'ended' });
      refreshResults();
    },
    [toolId, refuse, refreshResults],
  );

  const stop = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'stopped' });
    // The server saves what was delivered: the list shows it once it has.
    window.setTimeout(refreshResults, 500);
  }, [refreshResults]);

  const open = useCallback((result: TToolResult) => {
    abortRef.current?.abort();
    dispatch({ type: 'open', result });
  }, []);

  const rated = useCallback((result: TToolResult) => dispatch({ type: 'rated', result }), []);

  return { state, run, stop, open, rated, streaming: state.status === 'streaming' };
}
