import { asc, eq } from 'drizzle-orm';
import type { TPlannerAssignee } from '@core/api/planner';
import type { Db } from '../db/database';
import { teamMembers, users } from '../db/schema';
import { badRequest } from '../errors';

/**
 * Who the ideas of a plan may be assigned to: in team mode the team's members (in the order they
 * joined), else only the person whose plan it is.
 */
export async function assigneeChoices(db: Db, plan: { userId: string; teamId: string | null }): Promise<TPlannerAssignee[]> {
  if (plan.teamId) {
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, plan.teamId))
      .orderBy(asc(teamMembers.joinedAt), asc(users.email));
  }
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, plan.userId));
}

/** An assignee must be one of the choices (400 otherwise: the id is not secret, the choice is wrong). */
export async function assertAssignable(db: Db, plan: { userId: string; teamId: string | null }, assigneeId: string): Promise<void> {
  const choices = await assigneeChoices(db, plan);
  if (!choices.some((choice) => choice.id === assigneeId)) {
    throw badRequest(plan.teamId ? 'An idea can only be assigned to a member of its team.' : 'Outside team mode an idea can only be assigned to you.', 'assignee_id');
  }
}
