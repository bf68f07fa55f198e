import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toChatMode, toGenerationMode, type TChat, type TSearchObj } from '@core/api/chat';
import { CHAT_HISTORY_KEPT } from '@core/constants';
import type { TGenerationMode } from '@core/plans/access';
import { storeChat } from '@web/api/chats';
import { streamQuery } from '@web/api/generationStream';
import { ApiError, errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { applyStreamEvent, storableHistory, type TChatMessage } from './chatMessages';
import { EMPTY_SOURCES } from './sources';

/** Who is asking, where: the session user, the team in team mode, the active project. */
export type TChatScope = { uid: string; teamId: string | null; projectId: string | null };

/**
 * The conversation on the page: its messages, mode, sources and model; asking (streamed), stopping,
 * and saving after every answer (the first answer creates the chat, later ones update it).
 */
export function useFactChat(
  scope: TChatScope,
  hooks: { beforeAsk: (mode: TGenerationMode) => Promise<boolean>; onRefused: (error: unknown) => void; defaultModel: string },
) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [mode, setModeState] = useState<TGenerationMode>('instruct');
  const [sources, setSources] = useState<TSearchObj>(EMPTY_SOURCES);
  const [model, setModel] = useState<string | null>(null);
  // Spec §7: the call names its model; the picker's default when none was picked, and the chat keeps it.
  const chosenModel = model ?? hooks.defaultModel;
  const [followUp, setFollowUp] = useState<string[]>([]);
  const [saveId, setSaveId] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  // Opening another chat or starting a new one while an answer streams leaves that answer behind:
  // it may still be saved to its own chat, but must not touch the one on screen.
  const runRef = useRef(0);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Spec §4: changing the mode clears the selected files, URLs and domains. */
  const setMode = useCallback((next: TGenerationMode) => {
    setModeState(next);
    setSources(EMPTY_SOURCES);
  }, []);

  const save = async (history: TChatMessage[], follow: string[], onScreen: () => boolean) => {
    if (!scope.projectId) return;
    try {
      const chat = await storeChat(
        {
          unique_id: scope.uid,
          team_id: scope.teamId,
          project_id: scope.projectId,
          chat_history: storableHistory(history).slice(-CHAT_HISTORY_KEPT),
          mode: toChatMode(mode),
          search_obj: sources,
          follow_up: follow,
          model: chosenModel,
        },
        saveId,
      );
      if (onScreen()) setSaveId(chat.save_id);
      void client.invalidateQueries({ queryKey: ['chats', scope.uid] });
    } catch (error) {
      showAlert(`The chat could not be saved: ${errorMessage(error)}`, 'error');
    }
  };

  const ask = async (question: string) => {
    const query = question.trim();
    if (!query || streaming || !scope.projectId) return;
    try {
      if (!(await hooks.beforeAsk(mode))) return;
    } catch (error) {
      hooks.onRefused(error);
      return;
    }
    const context = storableHistory(messages).slice(-CHAT_HISTORY_KEPT);
    const run = ++runRef.current;
    const onScreen = () => runRef.current === run;
    const updateAnswer = (next: TChatMessage) => {
      if (onScreen()) setMessages((current) => [...current.slice(0, -1), next]);
    };
    let history: TChatMessage[] = [...messages, { role: 'user', content: query, created_at: new Date().toISOString() }];
    let answer: TChatMessage = { role: 'assistant', content: '', streaming: true, created_at: new Date().toISOString() };
    let follow: string[] = [];
    let streamError: ApiError | null = null;
    setMessages([...history, answer]);
    setFollowUp([]);
    setStreaming(true);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      await streamQuery(
        {
          unique_id: scope.uid,
          team_id: scope.teamId,
          project_id: scope.projectId,
          query,
          mode,
          search_obj: sources,
          model: chosenModel,
          chat_history: context,
        },
        {
          signal: controller.signal,
          onEvent: (event) => {
            if (event.event === 'follow_up') follow = event.data.follow_up;
            if (event.event === 'error') streamError = new ApiError(event.data.status, event.data.message, { code: event.data.error });
            answer = applyStreamEvent(answer, event);
            updateAnswer(answer);
          },
        },
      );
      if (controller.signal.aborted) answer = { ...answer, stopped: true };
      // A stream that ended without done or error was cut: keep what arrived, marked as stopped.
      if (answer.streaming) answer = { ...answer, streaming: false, stopped: true };
      updateAnswer(answer);
      history = [...history, answer];
      if (streamError) hooks.onRefused(streamError);
      else {
        if (onScreen()) setFollowUp(follow);
        await save(history, follow, onScreen);
      }
    } catch (error) {
      answer = { ...answer, streaming: false, failed: errorMessage(error) };
      updateAnswer(answer);
      hooks.onRefused(error);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (onScreen()) setStreaming(false);
    }
  };

  /** Stops a streaming answer (kept, marked stopped, saved to its chat) before showing another chat. */
  const leaveAnswer = () => {
    abortRef.current?.abort();
    runRef.current += 1;
    setStreaming(false);
  };

  const stop = () => abortRef.current?.abort();

  /** Shows a saved chat again with the mode, sources and model it was left with. */
  const open = (chat: TChat) => {
    leaveAnswer();
    setMessages(chat.chat_history);
    setModeState(toGenerationMode(chat.mode));
    setSources(chat.search_obj);
    setModel(chat.model);
    setFollowUp(chat.follow_up);
    setSaveId(chat.save_id);
  };

  const reset = () => {
    leaveAnswer();
    setMessages([]);
    setSources(EMPTY_SOURCES);
    setFollowUp([]);
    setSaveId(null);
  };

  return { messages, mode, setMode, sources, setSources, model, setModel, followUp, saveId, streaming, ask, stop, open, reset };
}
