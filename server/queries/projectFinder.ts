import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';

/** The user's projects, oldest first (the first is the default active project). */
export function listProjects(db: Db, ownerId: string): Promise<TProjectRow[]> {
  return db.select().from(projects).where(eq(projects.ownerId, ownerId)).orderBy(asc(projects.createdAt), asc(projects.id));
}

/** The project with this id, or undefined (a malformed id finds nothing, without a query). */
export async function findProject(db: Db, projectId: string): Promise<TProjectRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(projectId)) return undefined;
  const rows = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return rows[0];
}
