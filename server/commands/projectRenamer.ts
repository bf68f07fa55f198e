import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import type { TProjectRow } from '../db/schema/projects';

/** Renames the project (already authorized). */
export async function renameProject(db: Db, project: TProjectRow, projectName: string): Promise<TProjectRow> {
  const [renamed] = await db
    .update(projects)
    .set({ projectName, updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return renamed!;
}
