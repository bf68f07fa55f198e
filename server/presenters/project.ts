import type { TProjectRecord } from '@core/api/projects';
import type { TProjectRow } from '../db/schema/projects';

/** A project on the wire: spec §3's `_id` and `project_name`, nothing else. */
export function presentProject(project: TProjectRow): TProjectRecord {
  return { _id: project.id, project_name: project.projectName };
}
