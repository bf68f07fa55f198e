import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { resendVerificationEmail } from '@web/api/passwordReset';
import { useCurrentUser } from '@web/state/currentUser';

/**
 * On installations where trial credits wait for a verified email (docs/decisions.md, issue 16): says
 * why the trial has no credits yet and sends the link again on request.
 */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  if (!user.emailVerificationPending) return null;

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendVerificationEmail(user.email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <Alert color="indigo" variant="light" mb="lg" title="Check your email to start your trial" role="status">
      <Text size="sm">
        We sent a link to <b>{user.email}</b>. Your trial’s credits are added as soon as you open it.
      </Text>
      <Group mt="xs" gap="sm">
        <Button size="xs" variant="light" loading={state.kind === 'sending'} onClick={() => void resend()}>
          Resend the link
        </Button>
        {state.kind === 'sent' ? <Text size="sm">Sent again. Look in your inbox and spam folder.</Text> : null}
        {state.kind === 'failed' ? (
          <Text size="sm" c="red">
            {state.message}
          </Text>
        ) : null}
      </Group>
    </Alert>
  );
}
