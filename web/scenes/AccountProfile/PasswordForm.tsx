import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ApiError, errorMessage } from '@web/api/client';
import { useChangePassword } from '@web/api/account';

/** Password change: the current password and a new one; every other device is signed out. */
export function PasswordForm({ allowed }: { allowed: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  if (!allowed) return <Text size="sm">Your account signs in without a password, so there is none to change.</Text>;
  const field = change.error instanceof ApiError ? change.error.field : undefined;
  const message = change.isError ? errorMessage(change.error) : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { current_password: current, new_password: next },
          {
            onSuccess: () => {
              setCurrent('');
              setNext('');
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        {change.isSuccess ? <Alert color="teal">Your password was changed. Other devices were signed out.</Alert> : null}
        <PasswordInput
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={field === 'current_password' ? message : undefined}
        />
        <PasswordInput
          label="New password"
          name="new_password"
          autoComplete="new-password"
          description="At least 8 characters, with a letter and a number."
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          error={field !== 'current_password' ? message : undefined}
        />
        <Button type="submit" variant="default" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
