import { useEffect, useRef, useState } from 'react';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PUBLIC_DAILY_RUNS } from '@core/constants';
import { useAppConfig } from '@web/api/appConfig';
import { usePublicRuns } from '@web/api/publicRuns';
import { Composer } from '../FactGPT/Composer';
import { FollowUps } from '../FactGPT/FollowUps';
import { MessageBubble } from '../FactGPT/MessageBubble';
import { rememberedQuestion } from '../FactGPT/rememberedQuestion';
import { EMPTY_SOURCES } from '../FactGPT/sources';
import { accountLinks, PUBLIC_MODES } from './publicTool';
import { RunsMeter } from './RunsMeter';
import { SignUpPrompt } from './SignUpPrompt';
import { usePublicChat } from './usePublicChat';

const NO_MODELS: string[] = [];
const noop = () => undefined;

/**
 * /standalones/public: FactGPT for signed-out visitors, 15 free runs a day (spec §1), in instruct or
 * web-search mode on the installation's default model. Signed-in users are sent to /factgpt.
 */
export function PublicFactGPTScene() {
  const location = useLocation();
  // A link may bring a question (?factgpt=…): it waits in the box, as on /factgpt.
  const [initialQuestion] = useState(() => rememberedQuestion(location.search) ?? undefined);
  const runs = usePublicRuns();
  // Promise cited web pages only where a search provider is configured (GET /api/app/config).
  const webSearch = useAppConfig().data?.web_search === true;
  const chat = usePublicChat();
  const bottomRef = useRef<HTMLDivElement>(null);
  const links = accountLinks(chat.refusal?.question ?? null);
  const runsUsed = Boolean(chat.refusal) || runs.data?.runs_left === 0;

  useEffect(() => {
    document.title = 'FactGPT, free · Longform';
  }, []);
  // Each new question, and the sign-up prompt, brings the box back into view.
  const messageCount = chat.messages.length;
  const refused = Boolean(chat.refusal);
  useEffect(() => {
    if (messageCount > 0 || refused) bottomRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messageCount, refused]);

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Text fw={800} size="lg">
            Longform
          </Text>
          <Group gap="xs">
            <Button component={Link} to={links.logIn} variant="subtle" size="xs">
              Log in
            </Button>
            <Button component={Link} to={links.signUp} size="xs">
              Sign up free
            </Button>
          </Group>
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h2">
            FactGPT
          </Title>
          <Text c="dimmed">
            Ask a question and get an answer you can check, from a model or the web with its sources cited. Free without an account,
            {` ${PUBLIC_DAILY_RUNS}`} runs a day.
          </Text>
        </Stack>
        <RunsMeter status={runs.data} failed={runs.isError} />
        {chat.messages.length === 0 && (
          <Text c="dimmed" data-testid="empty-chat">
            {webSearch
              ? 'Ask anything. In Web search mode the answer cites the pages it found.'
              : 'Ask anything. Web search is not set up on this site, so Web search mode cannot look questions up.'}
          </Text>
        )}
        <Stack gap="sm" aria-live="polite">
          {chat.messages.map((message, index) => (
            <MessageBubble key={index} message={message} />
          ))}
        </Stack>
        <FollowUps questions={chat.followUp} disabled={chat.streaming || runsUsed} onAsk={(question) => void chat.ask(question)} />
        <Box ref={bottomRef}>
          <Stack gap="md">
            {runsUsed && <SignUpPrompt refusal={chat.refusal} />}
            <Composer
              uid=""
              projectId={null}
              streaming={chat.streaming}
              mode={chat.mode}
              modes={PUBLIC_MODES}
              onMode={chat.setMode}
              model=""
              models={NO_MODELS}
              onModel={noop}
              sources={EMPTY_SOURCES}
              sourceLimit={0}
              attachAllowed={false}
              onSources={noop}
              initialQuestion={initialQuestion}
              onAsk={(question) => void chat.ask(question)}
              onStop={chat.stop}
            />
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
