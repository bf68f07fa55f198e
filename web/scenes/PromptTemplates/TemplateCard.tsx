import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Pencil, Play, Share2, Trash2 } from 'lucide-react';
import type { TPromptTemplate } from '@core/api/promptTemplates';
import { errorMessage } from '@web/api/client';
import { useDeletePromptTemplate, useSharePromptTemplate, type TPromptTemplateScope } from '@web/api/promptTemplates';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';

type TCardScope = TPromptTemplateScope & { hasTeam: boolean };

/**
 * One template in the list, with the actions the server's abilities allow: run it; and, for its
 * owner, edit, share to the team (in team mode) or stop sharing, and delete. A teammate's shows who shared it.
 */
export function TemplateCard({ template, scope, selected, onRun, onEdit }: { template: TPromptTemplate; scope: TCardScope; selected: boolean; onRun: () => void; onEdit: () => void }) {
  const share = useSharePromptTemplate(scope);
  const remove = useDeletePromptTemplate(scope);
  const { abilities } = template;
  const toggleShare = () =>
    share.mutate({ saveId: template.save_id, shared: !template.sharedToTeam }, { onError: (error) => showAlert(errorMessage(error)) });
  const confirmDelete = async () => {
    const confirmed = await askConfirmation({ title: 'Delete this template?', message: template.sharedToTeam ? 'Your team loses it too.' : 'It cannot be brought back.', confirmLabel: 'Delete', danger: true });
    if (confirmed) remove.mutate(template.save_id, { onError: (error) => showAlert(errorMessage(error)) });
  };
  // Sharing goes to the team of the current team mode; outside it, the button says how to share.
  const canShareNow = Boolean(scope.teamId) || template.sharedToTeam;
  return (
    <Card withBorder padding="sm" data-testid="prompt-template-card" style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" lineClamp={1}>
            {template.template}
          </Text>
          <Group gap={4} wrap="nowrap">
            {template.sharedToTeam ? (
              <Badge size="xs" variant="light" color="teal" data-testid="prompt-template-shared">
                Shared with team
              </Badge>
            ) : null}
            {!template.isOwn ? (
              <Badge size="xs" variant="light" color="gray" data-testid="prompt-template-readonly">
                Read-only
              </Badge>
            ) : null}
          </Group>
        </Group>
        {template.description ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {template.description}
          </Text>
        ) : null}
        {template.owner_name ? (
          <Text size="xs" c="dimmed">
            Shared by {template.owner_name}
          </Text>
        ) : null}
        <Group gap={6} mt={4}>
          {abilities.run ? (
            <Button size="compact-xs" leftSection={<Play size={12} />} onClick={onRun} data-testid="prompt-template-run">
              Run
            </Button>
          ) : null}
          {abilities.edit ? (
            <Button size="compact-xs" variant="default" leftSection={<Pencil size={12} />} onClick={onEdit} data-testid="prompt-template-edit">
              Edit
            </Button>
          ) : null}
          {abilities.share && scope.hasTeam ? (
            <Tooltip label="Switch on team mode to share with your team" disabled={canShareNow}>
              <Button size="compact-xs" variant="default" leftSection={<Share2 size={12} />} onClick={toggleShare} loading={share.isPending} disabled={!canShareNow} data-testid="prompt-template-share">
                {template.sharedToTeam ? 'Stop sharing' : 'Share with team'}
              </Button>
            </Tooltip>
          ) : null}
          {abilities.delete ? (
            <Button size="compact-xs" variant="subtle" color="red" leftSection={<Trash2 size={12} />} onClick={() => void confirmDelete()} loading={remove.isPending} data-testid="prompt-template-delete">
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
