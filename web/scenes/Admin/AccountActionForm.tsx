import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useChangeAccount, type TAdminAccountChange } from '@web/api/admin';
import { errorMessage } from '@web/api/client';
import { showSnackbar } from '@web/state/alerts';

type TProps = {
  userId: string;
  title: string;
  submitLabel: string;
  /** The change to send; the server checks it and its refusal is shown under the form. */
  change: () => TAdminAccountChange;
  /** The snackbar after a success. */
  done: string;
  onDone?: () => void;
  children: ReactNode;
};

/** One of an account's actions on the admin page: its inputs, a submit button, and the server's answer. */
export function AccountActionForm({ userId, title, submitLabel, change, done, onDone, children }: TProps) {
  const mutation = useChangeAccount(userId);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await mutation.mutateAsync(change());
      showSnackbar(done);
      onDone?.();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          {children}
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert" py={6}>
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
