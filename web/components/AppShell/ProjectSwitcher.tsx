import { lazy, Suspense, useState } from 'react';
import { useSwitchProject } from '@web/hooks/useSwitchProject';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { ProjectSwitcherButton } from './ProjectSwitcherButton';

// Menus (and the positioning library under them) load just after the shell paints: they are not
// needed to show a page, and keeping them out of the first load keeps /dashboard under budget.
const ProjectSwitcherMenu = lazy(() =>
  withChunkTimeout(import('./ProjectSwitcherMenu')).then((module) => ({ default: module.ProjectSwitcherMenu })),
);

/** The project switcher at the top of the navigation (spec §2). */
export function ProjectSwitcher({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const active = useActiveProject(user);
  const teamMode = useTeamMode(user);
  const switchProject = useSwitchProject(user.uid, active?.id);
  // A click that lands before the menu's code arrives opens the menu as soon as it does.
  const [openRequested, setOpenRequested] = useState(false);
  const projectName = active?.projectName ?? 'No project';

  return (
    <Suspense fallback={<ProjectSwitcherButton projectName={projectName} onClick={() => setOpenRequested(true)} />}>
      <ProjectSwitcherMenu
        projects={user.projects}
        teamProjects={teamMode ? user.teamProjects : []}
        active={active}
        onSwitch={(project) => void switchProject(project)}
        onNavigate={onNavigate}
        defaultOpened={openRequested}
      />
    </Suspense>
  );
}
