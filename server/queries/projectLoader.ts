import type { Db } from '../db/database';
import type { TProjectRow } from '../db/schema/projects';
import type { TSubject } from '../policies/cancan';
import { Project } from '../policies/project';
import { findProject } from './projectFinder';

/**
 * The project with this id as reached in a team mode (the request's checked team_id, or the team a
 * stored chat or doc was made in; null: personal), marked for the project rules; missing → 404.
 */
export async function loadProject(db: Db, projectId: string, viaTeamId: string | null): Promise<TSubject<TProjectRow & { viaTeamId: string | null }, 'use' | 'update' | 'delete'>> {
  const project = await findProject(db, projectId);
  if (!project) throw Project.refuse('use');
  return Project.of({ ...project, viaTeamId });
}
