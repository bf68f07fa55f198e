import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Pencil, Trash2 } from 'lucide-react';
import type { TBrandVoice } from '@core/api/brandVoices';
import { errorMessage } from '@web/api/client';
import { useDeleteBrandVoice, type TBrandVoiceScope } from '@web/api/brandVoices';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';

const SOURCE_LABELS = { text: 'pasted text', file: 'file', url: 'URL' } as const;

/** "pasted text, 2 files" from a voice's sources. */
function sourcesSummary(voice: TBrandVoice): string {
  const counts = new Map<keyof typeof SOURCE_LABELS, number>();
  for (const source of voice.sources) counts.set(source.kind, (counts.get(source.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => (kind === 'text' ? SOURCE_LABELS.text : `${count} ${SOURCE_LABELS[kind]}${count === 1 ? '' : 's'}`)).join(', ');
}

/** One brand voice in the list: its name, tone and sources; open (edit) and delete as the server allows. */
export function BrandVoiceCard({ scope, voice, onOpen }: { scope: TBrandVoiceScope; voice: TBrandVoice; onOpen: () => void }) {
  const remove = useDeleteBrandVoice(scope);
  const confirmDelete = async () => {
    const confirmed = await askConfirmation({ title: `Delete "${voice.name}"?`, message: voice.team_id ? 'Your team loses it too.' : 'It cannot be brought back.', confirmLabel: 'Delete', danger: true });
    if (confirmed) remove.mutate(voice.id, { onError: (error) => showAlert(errorMessage(error)) });
  };
  return (
    <Card withBorder padding="sm" data-testid="brand-voice-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} data-testid="brand-voice-card-name">
            {voice.name}
          </Text>
          <Group gap={4}>
            {voice.team_id ? <Badge variant="light">Team</Badge> : null}
            {voice.requires_reupload ? (
              <Badge color="orange" variant="light" title="Drawn by an older version: create it again from its samples for a better profile.">
                Upload samples again
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" lineClamp={2} data-testid="brand-voice-card-tone">
          {voice.profile.tone || 'No tone described yet.'}
        </Text>
        <Text size="xs" c="dimmed">
          From {sourcesSummary(voice) || 'no samples'}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="light" leftSection={<Pencil size={12} />} onClick={onOpen} data-testid="brand-voice-open">
            {voice.abilities.edit ? 'Edit' : 'View'}
          </Button>
          {voice.abilities.delete ? (
            <Button size="compact-xs" variant="subtle" color="red" leftSection={<Trash2 size={12} />} onClick={() => void confirmDelete()} loading={remove.isPending} data-testid="brand-voice-delete">
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
