import type { TSessionUser } from '../auth/sessionUser';
import type { TProjectRow } from '../db/schema/projects';
import { notFound } from '../errors';

/**
 * Only a project's owner may rename or delete it. Someone else's project answers 404, like a
 * missing one, so ids cannot be probed.
 */
export function authorizeProject<T extends Pick<TProjectRow, 'id' | 'ownerId'>>(user: TSessionUser, project: T | undefined): T {
  if (!project || project.ownerId !== user.id) throw notFound('That project does not exist.');
  return project;
}
