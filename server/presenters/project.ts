import type { TProjectWithPolicies } from '@core/api/projects';
import type { TSessionUser } from '../auth/sessionUser';
import type { TProjectRow } from '../db/schema/projects';
import { abilitiesOf } from '../policies/cancan';
import { Project } from '../policies/project';

/** A project on the wire: spec §3's `_id` and `project_name`, and what the viewer may do with it (in this team mode). */
export function presentProject(project: TProjectRow, viewer: TSessionUser, viaTeamId: string | null = null): TProjectWithPolicies {
  return { _id: project.id, project_name: project.projectName, policies: abilitiesOf(viewer, Project.of({ ...project, viaTeamId })) };
}
