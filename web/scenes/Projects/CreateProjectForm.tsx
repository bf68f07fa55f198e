import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Plus } from 'lucide-react';
import { ZProjectName } from '@core/api/fieldLimits';
import { errorMessage } from '@web/api/client';
import { useAddProject } from '@web/api/projects';
import { showSnackbar } from '@web/state/alerts';

/** Adds a project, checked with the same name rule the server applies. */
export function CreateProjectForm({ uid }: { uid: string }) {
  const addProject = useAddProject(uid);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZProjectName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please name your project.');
    setError(null);
    try {
      const { project } = await addProject.mutateAsync(parsed.data);
      setName('');
      showSnackbar(`Created ${project.project_name}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create a project">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New project name"
          name="project_name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" mt={25} loading={addProject.isPending} leftSection={<Plus size={16} aria-hidden />}>
          Create project
        </Button>
      </Group>
    </form>
  );
}
