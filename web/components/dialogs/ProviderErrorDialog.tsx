import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TProviderError } from '@web/state/providerError';

const TITLES: Record<TProviderError['code'], string> = {
  404: 'Your key cannot use this model',
  437: 'Your provider quota is used up',
  440: 'Your provider is having trouble',
};

/** Spec §2's language-provider error dialog for bring-your-own-key users: what the provider said and what to do. */
export function ProviderErrorDialog({ data, onClose }: { data: TProviderError; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={TITLES[data.code]} centered>
      <Stack>
        <Text size="sm">{data.message}</Text>
        {data.statusUrl ? (
          <Anchor href={data.statusUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Open the provider’s status page
          </Anchor>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
