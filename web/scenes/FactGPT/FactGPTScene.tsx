import { useEffect, useRef, useState } from 'react';
import { Box, Button, Drawer, Grid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { useAppConfig } from '@web/api/appConfig';
import { fetchChat, useChatList, useDeleteChat } from '@web/api/chats';
import { errorMessage } from '@web/api/client';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { useActiveProject } from '@web/state/activeProject';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlags } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import type { TChatListItem } from './chatListItem';
import { ChatList } from './ChatList';
import { Composer } from './Composer';
import { FollowUps } from './FollowUps';
import { MessageBubble } from './MessageBubble';
import { modelChoices, offlineModels } from './modelChoices';
import { chatsOfPages } from '@web/api/chatPages';
import { rememberedQuestion } from './rememberedQuestion';
import { allowedModes, sourceLimit } from './sources';
import { useFactChat } from './useFactChat';
import { useSaveAnswerToDoc } from './useSaveAnswerToDoc';

/** /factgpt (route name chat): a chat that answers from a model, the web or the project's assets, with sources. */
export function FactGPTScene() {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const flags = useFlags();
  const client = useQueryClient();
  const location = useLocation();
  // Spec §2: a question asked before signing in arrives as ?factgpt=…; it waits in the box to be sent.
  const [initialQuestion] = useState(() => rememberedQuestion(location.search) ?? undefined);
  const [listOpen, setListOpen] = useState(false);
  const bottomRef = useRef<HTMLDivElement>(null);

  const scope = { uid: user.uid, teamId, projectId: project?.id ?? null };
  const { defaultModel, models } = modelChoices(flags);
  const config = useAppConfig();
  const byok = Boolean(user.userPlan?.includes('byok'));
  const chat = useFactChat(scope, {
    defaultModel,
    // Spec §4, §8: the stream's gate checks fair usage; a 420 refreshes the user and opens the restricted dialog for the mode asked in.
    onRefused: (error, mode) => handleGenerationFailure(error, { client, uid: user.uid, byok, teamMode, mode }),
  });
  const chats = useChatList(user.uid, teamId, project?.id ?? null);
  const saveToDoc = useSaveAnswerToDoc(scope);
  const deleteChat = useDeleteChat(user.uid, teamId);
  // A reopened chat keeps its model even when the flags no longer offer it; the server decides.
  const model = chat.model ?? defaultModel;
  const modes = allowedModes(flags);

  // A new chat when the project or team mode changes: chats belong to one project.
  const scopeKey = `${teamId}:${project?.id}`;
  const lastScope = useRef(scopeKey);
  useEffect(() => {
    if (lastScope.current !== scopeKey) chat.reset();
    lastScope.current = scopeKey;
  }, [scopeKey, chat]);

  // Each new question brings the box back into view.
  const messageCount = chat.messages.length;
  useEffect(() => {
    if (messageCount > 0) bottomRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messageCount]);

  const openChat = async (saveId: string) => {
    setListOpen(false);
    try {
      chat.open(await fetchChat(user.uid, saveId));
    } catch (error) {
      showAlert(errorMessage(error), 'error');
    }
  };
  // /factgpt?chat_id=… (the dashboard's recent chats) opens that chat once.
  const linkedChat = new URLSearchParams(location.search).get('chat_id');
  const openedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedChat || openedLink.current === linkedChat) return;
    openedLink.current = linkedChat;
    fetchChat(user.uid, linkedChat).then(
      (found) => chat.open(found),
      (error: unknown) => showAlert(errorMessage(error), 'error'),
    );
  }, [linkedChat, user.uid, chat]);
  const removeChat = async (item: TChatListItem) => {
    const confirmed = await askConfirmation({
      title: 'Delete this chat?',
      message: `"${item.title}" and its answers will be deleted for good.`,
      confirmLabel: 'Delete chat',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteChat.mutateAsync(item.save_id);
      if (chat.saveId === item.save_id) chat.reset();
    } catch (error) {
      showAlert(errorMessage(error), 'error');
    }
  };
  const newChat = () => {
    setListOpen(false);
    chat.reset();
  };

  const list = (
    <ChatList
      chats={chatsOfPages(chats.data?.pages ?? [])}
      loading={chats.isPending && Boolean(project)}
      hasOlder={chats.hasNextPage}
      loadingOlder={chats.isFetchingNextPage}
      onOlder={() => void chats.fetchNextPage()}
      activeId={chat.saveId}
      onNew={newChat}
      onOpen={(saveId) => void openChat(saveId)}
      onDelete={(item) => void removeChat(item)}
    />
  );

  return (
    <PageFrame
      title="FactGPT"
      tabTitle="FactGPT"
      description="Ask questions and get answers you can check: from a model, the web, or your own files, pages and sites, with each source cited."
    >
      <Button hiddenFrom="md" variant="default" leftSection={<History size={14} />} onClick={() => setListOpen(true)} w="fit-content">
        Chats
      </Button>
      <Drawer opened={listOpen} onClose={() => setListOpen(false)} title="Chats" size="xs">
        {list}
      </Drawer>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {list}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {chat.messages.length === 0 && (
              <Text c="dimmed" data-testid="empty-chat">
                Ask anything. In Files, URLs or Domain mode, attach sources from this project's assets and the answer cites them.
              </Text>
            )}
            <Stack gap="sm" aria-live="polite">
              {chat.messages.map((message, index) => (
                <MessageBubble
                  key={index}
                  message={message}
                  onSaveToDoc={message.role === 'assistant' ? () => void saveToDoc.save(chat.messages, index) : undefined}
                  saving={saveToDoc.savingIndex === index}
                />
              ))}
            </Stack>
            <FollowUps questions={chat.followUp} disabled={chat.streaming} onAsk={(question) => void chat.ask(question)} />
            <Box ref={bottomRef}>
              <Composer
                uid={user.uid}
                projectId={project?.id ?? null}
                streaming={chat.streaming}
                mode={chat.mode}
                modes={modes.includes(chat.mode) ? modes : [...modes, chat.mode]}
                onMode={chat.setMode}
                model={model}
                models={models.includes(model) ? models : [...models, model]}
                offlineModels={offlineModels(config.data, byok)}
                onModel={chat.setModel}
                sources={chat.sources}
                sourceLimit={sourceLimit(chat.mode, flags)}
                attachAllowed={flagAllows(flags?.['attach-menu'])}
                onSources={chat.setSources}
                initialQuestion={initialQuestion}
                onAsk={(question) => void chat.ask(question)}
                onStop={chat.stop}
              />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
