import { and, asc, count, desc, eq, gte, isNull, lte, max, or } from 'drizzle-orm';
import { PLANNER_LIMITS, type TPlannedCluster, type TPlannedIdea, type TPlannerRole } from '@core/api/planner';
import { monthBounds } from '@core/planner/calendarMonth';
import type { Db } from '../db/database';
import { plannerIdeas, type TPlannerIdeaRow } from '../db/schema/plannerIdeas';
import type { TSubject } from '../policies/cancan';
import { PlannerIdea } from '../policies/plannerIdea';
import { isUuid } from '../retrieval/assetStore';

export type TLoadedPlannerIdea = TSubject<TPlannerIdeaRow, 'read' | 'edit' | 'assign' | 'open' | 'delete'>;

/** Whose plan a list reads: the team's in team mode, else the person's own, in one project. */
export type TPlanScope = { userId: string; teamId: string | null; projectId: string };

/** The idea with this id, marked for its rules; a missing one answers 404 as a refused one does. */
export async function loadPlannerIdea(db: Db, id: string): Promise<TLoadedPlannerIdea> {
  const [row] = isUuid(id) ? await db.select().from(plannerIdeas).where(eq(plannerIdeas.id, id)).limit(1) : [];
  if (!row) throw PlannerIdea.refuse('read');
  return PlannerIdea.of(row);
}

/** Saves a planned cluster: the pillar, then its supporting ideas pointing at it. Returns the rows, pillar first. */
export async function insertCluster(db: Db, scope: TPlanScope, topic: string, cluster: TPlannedCluster): Promise<TPlannerIdeaRow[]> {
  // Each idea a millisecond after the one before, so the cluster reads back in the order it was planned.
  const base = Date.now();
  const values = (idea: TPlannedIdea, role: TPlannerRole, pillarId: string | null, at: number) => ({
    userId: scope.userId,
    teamId: scope.teamId,
    projectId: scope.projectId,
    topic,
    title: idea.title,
    keyword: idea.keyword,
    intent: idea.intent,
    role,
    pillarId,
    headlines: idea.headlines,
    createdAt: new Date(base + at),
    updatedAt: new Date(base + at),
  });
  const [pillar] = await db.insert(plannerIdeas).values(values(cluster.pillar, 'pillar', null, 0)).returning();
  const supporting = await db
    .insert(plannerIdeas)
    .values(cluster.supporting.map((idea, at) => values(idea, 'supporting', pillar!.id, at + 1)))
    .returning();
  return [pillar!, ...supporting];
}

const scopeOf = (scope: TPlanScope) =>
  and(eq(plannerIdeas.projectId, scope.projectId), scope.teamId ? eq(plannerIdeas.teamId, scope.teamId) : and(isNull(plannerIdeas.teamId), eq(plannerIdeas.userId, scope.userId)));

/**
 * A project's ideas in a scope: one topic's, one month's on the calendar (by day), or all of them
 * (in the order they were planned; the route arranges them by cluster).
 */
export async function listIdeas(db: Db, scope: TPlanScope, filter: { topic?: string; month?: string }): Promise<TPlannerIdeaRow[]> {
  const conditions = [scopeOf(scope)];
  if (filter.topic) conditions.push(eq(plannerIdeas.topic, filter.topic));
  if (filter.month) {
    const { first, last } = monthBounds(filter.month);
    conditions.push(gte(plannerIdeas.plannedOn, first), lte(plannerIdeas.plannedOn, last));
  }
  const order = filter.month ? [asc(plannerIdeas.plannedOn), asc(plannerIdeas.createdAt), asc(plannerIdeas.id)] : [asc(plannerIdeas.createdAt), asc(plannerIdeas.id)];
  return db
    .select()
    .from(plannerIdeas)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(PLANNER_LIMITS.listed);
}

/** The topics planned in a scope, the newest first, with how many ideas each has. */
export async function listTopics(db: Db, scope: TPlanScope): Promise<Array<{ topic: string; ideas: number }>> {
  const rows = await db
    .select({ topic: plannerIdeas.topic, ideas: count(), latest: max(plannerIdeas.createdAt) })
    .from(plannerIdeas)
    .where(scopeOf(scope))
    .groupBy(plannerIdeas.topic)
    .orderBy(desc(max(plannerIdeas.createdAt)))
    .limit(100);
  return rows.map((row) => ({ topic: row.topic, ideas: Number(row.ideas) }));
}

/** The columns an update may change. */
export type TIdeaChanges = Partial<Pick<TPlannerIdeaRow, 'status' | 'assigneeUserId' | 'plannedOn' | 'title'>>;

/** Saves an idea's changes (none: the row as it is). */
export async function updateIdea(db: Db, id: string, changes: TIdeaChanges): Promise<TPlannerIdeaRow> {
  if (!Object.keys(changes).length) {
    const [row] = await db.select().from(plannerIdeas).where(eq(plannerIdeas.id, id));
    return row!;
  }
  const [row] = await db
    .update(plannerIdeas)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(plannerIdeas.id, id))
    .returning();
  return row!;
}

/** Deletes an idea; a pillar takes its supporting ideas with it (a cluster without its pillar has no centre). */
export async function deleteIdea(db: Db, idea: Pick<TPlannerIdeaRow, 'id' | 'role'>): Promise<void> {
  await db.delete(plannerIdeas).where(idea.role === 'pillar' ? or(eq(plannerIdeas.id, idea.id), eq(plannerIdeas.pillarId, idea.id)) : eq(plannerIdeas.id, idea.id));
}
