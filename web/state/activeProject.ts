import type { TProject } from '@core/api/users';
import { readLocal, useLocalValue, writeLocal } from './localStore';

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

/** The active project of a user, following every change made anywhere on the page. */
export function useActiveProject(user: { uid: string; projects: TProject[] }): TProject | null {
  const storedId = useLocalValue(activeProjectKey(user.uid));
  return pickActiveProject(user.projects, storedId);
}
