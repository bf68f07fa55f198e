import { useState } from 'react';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { TProject } from '@core/api/users';
import { errorMessage } from '@web/api/client';
import { useDeleteProject } from '@web/api/projects';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { RenameProjectForm } from './RenameProjectForm';

type TProps = { uid: string; project: TProject; active: boolean; onSwitch: (project: TProject) => void };

/** One project: its name, whether it is active, and Switch, Rename and Delete. */
export function ProjectRow({ uid, project, active, onSwitch }: TProps) {
  const [renaming, setRenaming] = useState(false);
  const deleteProject = useDeleteProject(uid);

  async function confirmDelete() {
    const confirmed = await askConfirmation({
      title: 'Delete project?',
      message: `Delete “${project.projectName}”? This cannot be undone.`,
      confirmLabel: 'Delete project',
      danger: true,
    });
    if (!confirmed) return;
    deleteProject.mutate(project.id, {
      onSuccess: () => showSnackbar(`Deleted ${project.projectName}`),
      onError: (error) => showAlert(errorMessage(error)),
    });
  }

  return (
    <Paper component="li" withBorder radius="md" p="sm" pl="md" aria-current={active ? 'true' : undefined}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {renaming ? (
          <RenameProjectForm uid={uid} project={project} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <Group gap="sm" style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {project.projectName}
              </Text>
              {active ? <Badge variant="light">Active</Badge> : null}
            </Group>
            <Group gap="xs">
              {active ? null : (
                <Button variant="light" size="xs" onClick={() => onSwitch(project)}>
                  Switch
                </Button>
              )}
              <Button variant="default" size="xs" onClick={() => setRenaming(true)}>
                Rename
              </Button>
              <Button variant="subtle" color="red" size="xs" onClick={() => void confirmDelete()} loading={deleteProject.isPending}>
                Delete
              </Button>
            </Group>
          </>
        )}
      </Group>
    </Paper>
  );
}
