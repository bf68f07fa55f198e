import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import { createProject } from '../commands/projectCreator';
import { renameProject } from '../commands/projectRenamer';

/**
 * The onboarding flow's project answer names the person's first project (their oldest own one):
 * created when they have none, renamed when it has another name (the flow shows the current name,
 * so a person who keeps it changes nothing).
 */
export async function nameFirstProject(db: Db, userId: string, projectName: string): Promise<void> {
  const [first] = await db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(asc(projects.createdAt), asc(projects.id)).limit(1);
  if (!first) await createProject(db, userId, projectName);
  else if (first.projectName !== projectName) await renameProject(db, first, projectName);
}
