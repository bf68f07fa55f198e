import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useDeleteAccount } from '@web/api/account';
import { showAlert } from '@web/state/alerts';

/**
 * Delete account: what goes and what stays, then a dialog where the person types their email. The
 * server may refuse (a team admin with members, a renewing subscription); its reason shows here.
 */
export function DeleteAccount({ email, blockedReason }: { email: string; blockedReason: string | null }) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const close = () => {
    setOpened(false);
    setTyped('');
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(typed, {
      onSuccess: () => {
        showAlert('Your account and everything in it were deleted.', 'success');
        navigate('/login', { replace: true });
      },
    });
  return (
    <Stack gap="xs">
      <Text size="sm">
        Deleting your account removes your docs, chats, assets and their files, projects, keys, API tokens and sessions. Work you did in
        someone else’s team stays with that team. This cannot be undone.
      </Text>
      {blockedReason ? <Alert color="orange">{blockedReason}</Alert> : null}
      <Button color="red" onClick={() => setOpened(true)} disabled={Boolean(blockedReason)} style={{ alignSelf: 'flex-start' }}>
        Delete account…
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack>
            <Text size="sm">
              Type <b>{email}</b> to confirm. Everything your account owns is removed at once.
            </Text>
            <TextInput
              label="Your email"
              name="confirm_email"
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                if (remove.isError) remove.reset();
              }}
              error={remove.isError ? errorMessage(remove.error) : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
