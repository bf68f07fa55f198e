import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { INVALID_KEY_MESSAGE, isValidProviderKey, KEY_SAVE_FAILED_MESSAGE, KEY_SAVED_MESSAGE } from '@core/api/userKeys';
import { ApiError } from '@web/api/client';
import { InsecurePageError, saveUserKey } from '@web/api/userKeys';
import { showAlert } from '@web/state/alerts';

/** Spec §2's bring-your-own-key entry: the key is checked here, encrypted in the browser, and sent. */
export function ProviderKeyDialog({ uid, teamId, onSaved, onClose }: { uid: string; teamId: string | null; onSaved: () => void; onClose: () => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const trimmed = key.trim();
    if (!isValidProviderKey(trimmed)) return setError(INVALID_KEY_MESSAGE);
    setSaving(true);
    try {
      await saveUserKey(uid, teamId, trimmed);
      showAlert(KEY_SAVED_MESSAGE, 'success');
      onSaved();
    } catch (failure) {
      if (failure instanceof InsecurePageError) setError(failure.message);
      else if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else showAlert(KEY_SAVE_FAILED_MESSAGE, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add your provider key" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">
            Your plan uses your own language-model key. It is encrypted in this browser before it is sent, and stored
            encrypted; Longform shows only its last four characters.
          </Text>
          <PasswordInput
            label="Provider key"
            name="provider_key"
            placeholder="sk-…"
            value={key}
            onChange={(event) => {
              setKey(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Later
            </Button>
            <Button type="submit" loading={saving}>
              Save key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
