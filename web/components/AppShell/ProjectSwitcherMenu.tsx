import { Menu } from '@mantine/core';
import { Archive, Check, FolderCog } from 'lucide-react';
import { Link } from 'react-router';
import type { TProject } from '@core/api/users';
import { ProjectSwitcherButton } from './ProjectSwitcherButton';

type TProps = {
  projects: TProject[];
  /** In team mode, the team's projects (its admin's), which members share. */
  teamProjects: TProject[];
  active: TProject | null;
  onSwitch: (project: TProject) => void;
  onNavigate: () => void;
  defaultOpened: boolean;
};

/** The switcher's menu (spec §2): the user's projects, the team's in team mode, then Manage Projects and Legacy Standalones. */
export function ProjectSwitcherMenu({ projects, teamProjects, active, onSwitch, onNavigate, defaultOpened }: TProps) {
  const item = (project: TProject) => (
    <Menu.Item
      key={project.id}
      onClick={() => onSwitch(project)}
      rightSection={project.id === active?.id ? <Check size={14} aria-label="Active project" /> : null}
    >
      {project.projectName}
    </Menu.Item>
  );

  return (
    <Menu position="bottom-start" width="target" defaultOpened={defaultOpened} withinPortal>
      <Menu.Target>
        <ProjectSwitcherButton projectName={active?.projectName ?? 'No project'} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Projects</Menu.Label>
        {projects.map(item)}
        {teamProjects.length ? <Menu.Label>Team projects</Menu.Label> : null}
        {teamProjects.map(item)}
        <Menu.Divider />
        <Menu.Item component={Link} to="/projects" onClick={onNavigate} leftSection={<FolderCog size={16} aria-hidden />}>
          Manage Projects
        </Menu.Item>
        <Menu.Item component={Link} to="/standalones" onClick={onNavigate} leftSection={<Archive size={16} aria-hidden />}>
          Legacy Standalones
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
