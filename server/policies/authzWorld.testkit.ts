import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TApp, TContext } from '../context';
import { teamMembers, teams } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import { TEST_ORIGIN } from '../test/testApp';

/** The people every authorization matrix walks (issue 15): who may do what is the same question for each entity. */
export const ROLES = ['owner', 'team member', 'team admin', 'another team', 'another user', 'logged out'] as const;
export type TRole = (typeof ROLES)[number];

/**
 * Two teams and a stranger: team T (admin `admin`, members `author` and `member`), team U (admin
 * `otherAdmin`, member `otherMember`), and `stranger` in no team. Each person has their own project.
 */
export type TAuthzWorld = {
  admin: TTestUser;
  author: TTestUser;
  member: TTestUser;
  otherAdmin: TTestUser;
  otherMember: TTestUser;
  stranger: TTestUser;
  teamId: string;
  otherTeamId: string;
};

async function makeTeam(ctx: TContext, admin: TTestUser, members: TTestUser[]): Promise<string> {
  const [team] = await ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'team_monthly_april_2024', creditLimit: 1000, maxMembers: 20 }).returning();
  await ctx.db.insert(teamMembers).values([admin, ...members].map((user) => ({ teamId: team!.id, userId: user.unique_id })));
  return team!.id;
}

/** Builds the people and teams of a matrix on the test app's real database. */
export async function buildAuthzWorld(app: TApp, ctx: TContext): Promise<TAuthzWorld> {
  const [admin, author, member, otherAdmin, otherMember, stranger] = await Promise.all(
    ['Admin', 'Author', 'Member', 'Other admin', 'Other member', 'Stranger'].map((name) => buildUser(app, { project_name: `${name} project` })),
  );
  const teamId = await makeTeam(ctx, admin!, [author!, member!]);
  const otherTeamId = await makeTeam(ctx, otherAdmin!, [otherMember!]);
  return { admin: admin!, author: author!, member: member!, otherAdmin: otherAdmin!, otherMember: otherMember!, stranger: stranger!, teamId, otherTeamId };
}

/** A person in a role, with the team mode they work in (their own team's id, or none); null: signed out. */
export type TActor = { user: TTestUser | null; teamId: string | null };

/** Sends a request as the actor (their session cookie, the test origin). */
export function requestAs(app: TApp, actor: TActor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (actor.user) headers.cookie = actor.user.cookie;
  return app.inject({ method, url, headers, payload });
}

/** The query-string tail of the actor's team mode. */
export const teamParam = (actor: TActor) => (actor.teamId ? `&team_id=${actor.teamId}` : '');

/**
 * A refusal answers exactly as the catalogue says (signed out 401, others the entity's status and
 * message); an allowed call gets past authorization (whatever the action itself then answers).
 */
export function expectOutcome(response: LightMyRequestResponse, allowed: boolean, refusal: { status: number; message: string }, label: string): void {
  if (allowed) {
    expect([401, 403, 404], `${label}: ${response.body}`).not.toContain(response.statusCode);
    return;
  }
  expect({ status: response.statusCode, message: response.json().message }, label).toEqual(refusal);
}

/** Signed out: every call answers 401 before any rule runs. */
export const SIGNED_OUT = { status: 401, message: 'Please sign in to continue.' };
