import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_HISTORY_KEPT } from '@core/constants';
import type { TGenerationMode } from '@core/plans/access';
import { errorMessage } from '@web/api/client';
import { publicRunsKey, streamPublicQuery } from '@web/api/publicRuns';
import { applyStreamEvent, storableHistory, type TChatMessage } from '../FactGPT/chatMessages';
import { isPublicMode, isRunsExhausted, type TPublicMode } from './publicTool';

/** Today's runs are used: the server's message, and the question it refused (carried to sign-up). */
export type TRunsRefusal = { message: string; question: string };

/**
 * A signed-out visitor's conversation on the public tool: streamed answers through the public
 * endpoint, nothing saved. Each answer spends a run on the server, so the count is reloaded after it.
 */
export function usePublicChat() {
  const client = useQueryClient();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [mode, setModeState] = useState<TPublicMode>('instruct');
  const [followUp, setFollowUp] = useState<string[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [refusal, setRefusal] = useState<TRunsRefusal | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const setMode = useCallback((next: TGenerationMode) => {
    if (isPublicMode(next)) setModeState(next);
  }, []);

  const ask = async (question: string) => {
    const query = question.trim();
    if (!query || streaming) return;
    const before = messages;
    const context = storableHistory(before).slice(-CHAT_HISTORY_KEPT);
    let answer: TChatMessage = { role: 'assistant', content: '', streaming: true, created_at: new Date().toISOString() };
    let follow: string[] = [];
    const show = (next: TChatMessage) => setMessages([...before, { role: 'user', content: query, created_at: answer.created_at }, next]);
    show(answer);
    setFollowUp([]);
    setStreaming(true);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      await streamPublicQuery(
        { query, mode, chat_history: context },
        {
          signal: controller.signal,
          onEvent: (event) => {
            if (event.event === 'follow_up') follow = event.data.follow_up;
            answer = applyStreamEvent(answer, event);
            show(answer);
          },
        },
      );
      // Stopped, or a stream that ended without done or error: keep what arrived, marked as stopped.
      if (answer.streaming) answer = { ...answer, streaming: false, stopped: true };
      show(answer);
      setFollowUp(follow);
      setRefusal(null);
    } catch (error) {
      if (isRunsExhausted(error)) {
        // Nothing was answered: the question moves to the sign-up call to action instead.
        setMessages(before);
        setRefusal({ message: error.message, question: query });
      } else show({ ...answer, streaming: false, failed: errorMessage(error) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setStreaming(false);
      void client.invalidateQueries({ queryKey: publicRunsKey });
    }
  };

  const stop = () => abortRef.current?.abort();

  return { messages, mode, setMode, followUp, streaming, refusal, ask, stop };
}
