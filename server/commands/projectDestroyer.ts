import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';
import { badRequest } from '../errors';

/** Deletes a project; an account always keeps at least one, so the last one cannot go. */
export async function deleteProject(db: Db, project: TProjectRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(projects).where(eq(projects.ownerId, project.ownerId));
    if (total <= 1) throw badRequest('You need at least one project. Create another project before deleting this one.', 'project_id');
    await tx.delete(projects).where(and(eq(projects.id, project.id), eq(projects.ownerId, project.ownerId)));
  });
}
