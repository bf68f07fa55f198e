import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { onboardingData, projects, teamMembers, teams, users } from '../db/schema';

/** Everything the user-details record is made of, loaded in parallel. */
export async function loadUserDetails(db: Db, userId: string) {
  const [userRows, ownProjects, teamRows, onboardingRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(asc(projects.createdAt), asc(projects.id)),
    db
      .select({ team: teams })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(teamMembers.joinedAt))
      .limit(1),
    db.select().from(onboardingData).where(eq(onboardingData.userId, userId)).limit(1),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const team = teamRows[0]?.team ?? null;
  const teamProjects =
    team && team.adminId !== userId
      ? await db
          .select()
          .from(projects)
          .where(and(eq(projects.ownerId, team.adminId), ne(projects.ownerId, userId)))
          .orderBy(asc(projects.createdAt), asc(projects.id))
      : [];
  return { user, projects: ownProjects, team, teamProjects, onboarding: onboardingRows[0] ?? null };
}

export type TUserDetailsSource = NonNullable<Awaited<ReturnType<typeof loadUserDetails>>>;
