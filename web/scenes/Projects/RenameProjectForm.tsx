import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { ZProjectName } from '@core/api/fieldLimits';
import type { TProject } from '@core/api/users';
import { errorMessage } from '@web/api/client';
import { useRenameProject } from '@web/api/projects';
import { showSnackbar } from '@web/state/alerts';

/** The inline editor of a project's name; Save keeps it, Cancel (or Escape) leaves it as it was. */
export function RenameProjectForm({ uid, project, onDone }: { uid: string; project: TProject; onDone: () => void }) {
  const renameProject = useRenameProject(uid);
  const [name, setName] = useState(project.projectName);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZProjectName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please name your project.');
    if (parsed.data === project.projectName) return onDone();
    try {
      await renameProject.mutateAsync({ projectId: project.id, projectName: parsed.data });
      showSnackbar(`Renamed to ${parsed.data}`);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate style={{ flex: 1 }}>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label={`New name for ${project.projectName}`}
          name="project_name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          error={error}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" loading={renameProject.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
