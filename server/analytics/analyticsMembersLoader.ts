import { asc, eq, inArray } from 'drizzle-orm';
import type { TAnalyticsMember } from '@core/api/analytics';
import type { Db } from '../db/database';
import { teamMembers, users } from '../db/schema';
import type { TAnalyticsScope } from './analyticsScope';

/**
 * The people a report names: the viewer alone, or for a team's admin every current member (in the
 * order they joined) and anyone who has left but used the team's pool in the period.
 */
export async function loadAnalyticsMembers(db: Db, scope: TAnalyticsScope, usedBy: string[]): Promise<TAnalyticsMember[]> {
  if (scope.kind === 'personal' || scope.userId) {
    const id = scope.userId!;
    const [person] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
    return [{ unique_id: id, name: person?.name ?? '', email: person?.email ?? '', current_member: true }];
  }
  const current = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, scope.teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(users.email));
  const currentIds = new Set(current.map((person) => person.id));
  const departedIds = [...new Set(usedBy)].filter((id) => !currentIds.has(id));
  const departed = departedIds.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, departedIds)).orderBy(asc(users.email)) : [];
  return [
    ...current.map((person) => ({ unique_id: person.id, name: person.name, email: person.email, current_member: true })),
    ...departed.map((person) => ({ unique_id: person.id, name: person.name, email: person.email, current_member: false })),
  ];
}
