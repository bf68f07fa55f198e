import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';
import { badRequest } from '../errors';

/** How many projects one account may hold: enough for any agency, bounded so a loop cannot run away. */
export const MAX_PROJECTS_PER_USER = 200;

/** A new project for the user, refused past MAX_PROJECTS_PER_USER (counted under the same transaction). */
export async function createProject(db: Db, ownerId: string, projectName: string): Promise<TProjectRow> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(projects).where(eq(projects.ownerId, ownerId));
    if (total >= MAX_PROJECTS_PER_USER) {
      throw badRequest(`You can have at most ${MAX_PROJECTS_PER_USER} projects. Delete one you no longer need first.`, 'project_name');
    }
    const [created] = await tx.insert(projects).values({ ownerId, projectName }).returning();
    return created!;
  });
}
