import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useCreateWorkflow, type TWorkflowScope } from '@web/api/workflows';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { stepPath } from './workflowSteps';

/**
 * /workflows/files without an id: a new workflow in the active project, whose id then replaces the
 * address (so a reload, or going back and forth between steps, keeps it).
 */
export function NewWorkflow({ scope, model }: { scope: TWorkflowScope; model: string | null }) {
  const user = useCurrentUser();
  const project = useActiveProject(user);
  const navigate = useNavigate();
  const create = useCreateWorkflow(scope);
  // StrictMode runs effects twice; the ref keeps it to one workflow.
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    if (!project || started.current) return;
    started.current = true;
    setFailure(null);
    create.mutate(
      { project_id: project.id, ...(model ? { model } : {}) },
      {
        onSuccess: (workflow) => void navigate(stepPath('files', workflow.id), { replace: true }),
        onError: (error) => {
          started.current = false;
          setFailure(errorMessage(error));
        },
      },
    );
  };
  useEffect(() => {
    if (!failure) start();
  });

  if (!project) {
    return (
      <Alert color="yellow" title="A workflow belongs to a project">
        <Text size="sm">
          Create a project first; its assets are what the research draws on.{' '}
          <Anchor component={Link} to="/projects">
            Manage projects
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (failure) {
    return (
      <Alert color="red" title="The workflow could not be started" data-testid="workflow-create-error">
        <Stack gap="xs">
          <Text size="sm">{failure}</Text>
          <Group>
            <Button size="xs" onClick={start}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        Starting a workflow in “{project.projectName}”…
      </Text>
    </Group>
  );
}
