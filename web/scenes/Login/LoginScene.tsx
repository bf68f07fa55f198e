import { useEffect, useState } from 'react';
import { Alert, Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** /login: sign in or create an account (spec §2); an invitation's team_id is kept for joining after. */
export function LoginScene() {
  const [search] = useSearchParams();
  const [tab, setTab] = useState<string | null>(search.get('tab') === 'signup' ? 'signup' : 'signin');
  const invited = search.has('team_id');

  useEffect(() => {
    document.title = `${tab === 'signup' ? 'Create account' : 'Sign in'} · Longform`;
  }, [tab]);

  return (
    <Center mih="calc(100dvh - 48px)" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Longform</Title>
          <Text c="dimmed">Write, fact-check, optimise and publish long-form content.</Text>
        </Stack>
        {invited ? (
          <Alert color="indigo" title="You are invited to a team">
            Sign in or create an account, and you will join the team next.
          </Alert>
        ) : null}
        <Paper withBorder shadow="sm" radius="lg" p="lg">
          {/* Only the open tab is mounted, so each input name exists once on the page. */}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="signin">Sign in</Tabs.Tab>
              <Tabs.Tab value="signup">Create account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <SignUpForm />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Center>
  );
}
