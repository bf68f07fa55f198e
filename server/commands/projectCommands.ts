import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';
import { badRequest } from '../errors';

/** How many projects one account may hold: enough for any agency, bounded so a loop cannot run away. */
export const MAX_PROJECTS_PER_USER = 200;

/** The user's projects, oldest first (the first is the default active project). */
export function listProjects(db: Db, ownerId: string): Promise<TProjectRow[]> {
  return db.select().from(projects).where(eq(projects.ownerId, ownerId)).orderBy(asc(projects.createdAt), asc(projects.id));
}

export async function findProject(db: Db, projectId: string): Promise<TProjectRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(projectId)) return undefined;
  const rows = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return rows[0];
}

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

export async function renameProject(db: Db, project: TProjectRow, projectName: string): Promise<TProjectRow> {
  const [renamed] = await db
    .update(projects)
    .set({ projectName, updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return renamed!;
}

/** Deletes a project; an account always keeps at least one, so the last one cannot go. */
export async function deleteProject(db: Db, project: TProjectRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(projects).where(eq(projects.ownerId, project.ownerId));
    if (total <= 1) throw badRequest('You need at least one project. Create another project before deleting this one.', 'project_id');
    await tx.delete(projects).where(and(eq(projects.id, project.id), eq(projects.ownerId, project.ownerId)));
  });
}
