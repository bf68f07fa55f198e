import { Paper, Stack, Text } from '@mantine/core';
import { PageFrame } from '@web/components/PageFrame';
import { useSwitchProject } from '@web/hooks/useSwitchProject';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { CreateProjectForm } from './CreateProjectForm';
import { ProjectRow } from './ProjectRow';

/** /projects: create, rename, delete and switch the active project (spec §2, §3). */
export function ProjectsScene() {
  const user = useCurrentUser();
  const active = useActiveProject(user);
  const switchProject = useSwitchProject(user.uid, active?.id);

  return (
    <PageFrame
      title="Manage Projects"
      description="Projects keep documents, chats and plans apart, one per site or client. The active project is the one new work goes into."
    >
      <Paper withBorder radius="md" p="md">
        <CreateProjectForm uid={user.uid} />
      </Paper>
      {user.projects.length === 0 ? (
        <Text c="dimmed">You have no projects yet. Create one above to start writing.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Projects" style={{ listStyle: 'none' }}>
          {user.projects.map((project) => (
            <ProjectRow
              key={project.id}
              uid={user.uid}
              project={project}
              active={project.id === active?.id}
              onSwitch={(next) => void switchProject(next)}
            />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
