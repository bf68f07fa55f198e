import { and, desc, eq, isNull } from 'drizzle-orm';
import { WORKFLOWS_PAGE_SIZE, ZFilesState, ZHeadlineState, ZOutlineState, ZResearchState, type TResearchState, type TWorkflowJob } from '@core/api/workflows';
import type { Db } from '../db/database';
import { workflows, type TWorkflowRow } from '../db/schema/workflows';
import type { TSubject } from '../policies/cancan';
import { Workflow } from '../policies/workflow';
import { isUuid } from '../retrieval/assetStore';

export type TLoadedWorkflow = TSubject<TWorkflowRow, 'read' | 'update'>;

/** A new workflow's steps: every state at its defaults (spec §9: United States, English-US, top keywords 10, CASUAL). */
export function blankWorkflowState(): Pick<TWorkflowRow, 'files' | 'research' | 'headline' | 'outline' | 'write'> {
  return { files: ZFilesState.parse({}), research: ZResearchState.parse({}), headline: ZHeadlineState.parse({}), outline: ZOutlineState.parse({}), write: { tone: 'CASUAL', length: 1_500 } };
}

/** The workflow with this id, marked for its rules; a missing one answers 404 as a refused one does. */
export async function loadWorkflow(db: Db, id: string): Promise<TLoadedWorkflow> {
  const [row] = isUuid(id) ? await db.select().from(workflows).where(eq(workflows.id, id)).limit(1) : [];
  if (!row) throw Workflow.refuse('read');
  return Workflow.of(row);
}

export async function findWorkflow(db: Db, id: string): Promise<TWorkflowRow | null> {
  const [row] = await db.select().from(workflows).where(eq(workflows.id, id)).limit(1);
  return row ?? null;
}

/** The person's newest workflow in this project that nothing was ever saved in (revision 1, no draft), if any. */
export async function findUntouchedWorkflow(db: Db, scope: { userId: string; teamId: string | null; projectId: string }): Promise<TWorkflowRow | null> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.userId, scope.userId), scope.teamId ? eq(workflows.teamId, scope.teamId) : isNull(workflows.teamId), eq(workflows.projectId, scope.projectId), eq(workflows.revision, 1), isNull(workflows.autoblogRunId)))
    .orderBy(desc(workflows.createdAt))
    .limit(1);
  return row ?? null;
}

/** A page of the person's workflows, newest change first: those of the team in team mode, else their own. */
export async function listWorkflows(db: Db, scope: { userId: string; teamId: string | null }, page: number): Promise<{ rows: TWorkflowRow[]; hasMore: boolean }> {
  const team = scope.teamId ? eq(workflows.teamId, scope.teamId) : isNull(workflows.teamId);
  const rows = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.userId, scope.userId), team))
    .orderBy(desc(workflows.updatedAt), desc(workflows.id))
    .limit(WORKFLOWS_PAGE_SIZE + 1)
    .offset((page - 1) * WORKFLOWS_PAGE_SIZE);
  return { rows: rows.slice(0, WORKFLOWS_PAGE_SIZE), hasMore: rows.length > WORKFLOWS_PAGE_SIZE };
}

/**
 * Changes a workflow under its row lock: `change` gets the locked row and returns the columns to
 * set (or null for no change); the revision moves on with every change. Returns the row as it is after.
 */
export async function changeWorkflow(db: Db, id: string, change: (row: TWorkflowRow) => Partial<TWorkflowRow> | null): Promise<TWorkflowRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(workflows).where(eq(workflows.id, id)).for('update');
    if (!row) return null;
    const changes = change(row);
    if (!changes) return row;
    const [updated] = await tx
      .update(workflows)
      .set({ ...changes, revision: row.revision + 1, updatedAt: new Date() })
      .where(eq(workflows.id, id))
      .returning();
    return updated!;
  });
}

/** Sets the research job's progress, unless the research was started again meanwhile (`token` names the start it belongs to). */
export async function setResearchJob(db: Db, id: string, token: string, job: TWorkflowJob, found?: Partial<TResearchState>): Promise<boolean> {
  let moved = false;
  await changeWorkflow(db, id, (row) => {
    if (researchToken(row.research) !== token) return null;
    moved = true;
    return { research: { ...row.research, ...found, job: { ...job, token } as TWorkflowJob } };
  });
  return moved;
}

/** Which start of the research a job belongs to (kept beside the job's fields; never sent to the browser). */
export const researchToken = (research: TResearchState): string | undefined => (research.job as TWorkflowJob & { token?: string }).token;
