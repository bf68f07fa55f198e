import type { TProject } from '@core/api/users';
import { readLocal, useLocalValue, writeLocal } from './localStore';
import { useTeamMode } from './teamMode';

/**
 * The active project (spec §3): remembered by id in localStorage, one key per user so two accounts
 * on one browser keep their own choice, and defaulting to the user's first project.
 */
export function activeProjectKey(uid: string): string {
  return `longform:active-project:${uid}`;
}

/** The project a stored id names, or the first project when the id is missing or stale. */
export function pickActiveProject(projects: TProject[], storedId: string | null): TProject | null {
  return projects.find((project) => project.id === storedId) ?? projects[0] ?? null;
}

export function readActiveProjectId(uid: string): string | null {
  return readLocal(activeProjectKey(uid));
}

export function writeActiveProjectId(uid: string, projectId: string): void {
  writeLocal(activeProjectKey(uid), projectId);
}

/** Logout forgets the choice (spec §4: the active project is cleared). */
export function clearActiveProjectId(uid: string): void {
  writeLocal(activeProjectKey(uid), null);
}

/**
 * The projects the user can work in: their own, and in team mode also the team's (its admin's,
 * spec §6: members share projects). Outside team mode a remembered team project falls back to
 * the user's first own one.
 */
export function reachableProjects(user: { projects: TProject[]; teamProjects: TProject[] }, teamMode: boolean): TProject[] {
  return teamMode ? [...user.projects, ...user.teamProjects] : user.projects;
}

type TActiveProjectUser = Parameters<typeof useTeamMode>[0] & { projects: TProject[]; teamProjects: TProject[] };

/** The active project of a user, following every change made anywhere on the page. */
export function useActiveProject(user: TActiveProjectUser): TProject | null {
  const storedId = useLocalValue(activeProjectKey(user.uid));
  const teamMode = useTeamMode(user);
  return pickActiveProject(reachableProjects(user, teamMode), storedId);
}
