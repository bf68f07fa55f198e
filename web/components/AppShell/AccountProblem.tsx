import { useEffect } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { SIGN_OUT_DELAY_MS } from '@core/constants';
import { useSignOut } from '@web/hooks/useSignOut';

/** Tells a user why they cannot continue, then signs them out after 3 s (spec §4, §9). */
export function AccountProblem({ uid, message }: { uid: string; message: string }) {
  const signOut = useSignOut();
  useEffect(() => {
    const timer = setTimeout(() => void signOut(uid, { force: true }), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signOut, uid]);

  return (
    <Center mih="100dvh" p="md">
      <Stack maw={480} align="center">
        <Alert color="red" title="You are being signed out" role="alert" w="100%">
          {message}
        </Alert>
        <Text size="sm" c="dimmed">
          <Loader size="xs" mr="xs" />
          Signing you out…
        </Text>
      </Stack>
    </Center>
  );
}
