import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toGenerationMode, type TChat, type TSearchObj } from '@core/api/chat';
import { keepLastItems } from '@core/chat/chatHistory';
import type { TGenerationMode } from '@core/plans/access';
import { awaitStoppedAnswer, refreshChatLists } from '@web/api/chats';
import { streamQuery } from '@web/api/generationStream';
import { ApiError, errorMessage } from '@web/api/client';
import { applyStreamEvent, storableHistory, type TChatMessage } from './chatMessages';
import { EMPTY_SOURCES } from './sources';

/** Who is asking, where: the session user, the team in team mode, the active project. */
export type TChatScope = { uid: string; teamId: string | null; projectId: string | null };

/**
 * The conversation on the page: its messages, mode, sources and model; asking (streamed) and
 * stopping. The server saves every answer to its chat, finished or stopped, with its charge
 * (docs/decisions.md, one transaction per answer): the page names the chat it shows (none for a new
 * one), takes the chat's id from the stream, and refreshes the chat lists.
 */
export function useFactChat(scope: TChatScope, hooks: { onRefused: (error: unknown, mode: TGenerationMode) => void; defaultModel: string }) {
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
  // the server still saves it to its own chat, but it must not touch the one on screen.
  const runRef = useRef(0);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Spec §4: changing the mode clears the selected files, URLs and domains. */
  const setMode = useCallback((next: TGenerationMode) => {
    setModeState(next);
    setSources(EMPTY_SOURCES);
  }, []);

  const ask = async (question: string) => {
    const query = question.trim();
    if (!query || streaming || !scope.projectId) return;
    const context = keepLastItems(storableHistory(messages));
    const run = ++runRef.current;
    const onScreen = () => runRef.current === run;
    const updateAnswer = (next: TChatMessage) => {
      if (onScreen()) setMessages((current) => [...current.slice(0, -1), next]);
    };
    let answer: TChatMessage = { role: 'assistant', content: '', streaming: true, created_at: new Date().toISOString() };
    let follow: string[] = [];
    let streamError: ApiError | null = null;
    // The chat the server saves this answer to: named in meta, confirmed in done.
    let promisedChat: string | null = null;
    let savedChat: string | null = null;
    setMessages([...messages, { role: 'user', content: query, created_at: new Date().toISOString() }, answer]);
    setFollowUp([]);
    setStreaming(true);
    const controller = new AbortController();
    abortRef.current = controller;
    const askedIn = mode;
    try {
      await streamQuery(
        {
          unique_id: scope.uid,
          team_id: scope.teamId,
          project_id: scope.projectId,
          chat_id: saveId,
          query,
          mode,
          search_obj: sources,
          model: chosenModel,
          chat_history: context,
        },
        {
          signal: controller.signal,
          onEvent: (event) => {
            if (event.event === 'meta') promisedChat = event.data.chat_id ?? null;
            if (event.event === 'follow_up') follow = event.data.follow_up;
            if (event.event === 'done') savedChat = event.data.chat_id;
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
      if (streamError) hooks.onRefused(streamError, askedIn);
      else if (savedChat) {
        if (onScreen()) {
          setSaveId(savedChat);
          setFollowUp(follow);
        }
        void refreshChatLists(client, scope.uid);
      } else if (answer.stopped && promisedChat) {
        // Stopped: the server saves what it wrote once it sees the request closed.
        const chatId: string = promisedChat;
        if (onScreen()) setSaveId(chatId);
        void awaitStoppedAnswer(client, scope.uid, chatId);
      }
    } catch (error) {
      answer = { ...answer, streaming: false, failed: errorMessage(error) };
      updateAnswer(answer);
      hooks.onRefused(error, askedIn);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (onScreen()) setStreaming(false);
    }
  };

  /** Stops a streaming answer (the server keeps it, marked stopped, in its chat) before showing another chat. */
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
