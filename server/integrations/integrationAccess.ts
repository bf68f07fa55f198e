import { eq } from 'drizzle-orm';
import { INTEGRATION_TARGETS, PUBLISH_TARGET_LABELS, type TIntegrationTarget } from '@core/api/integrations';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { teams } from '../db/schema/teams';
import { forbidden } from '../errors';
import { authorize, can } from '../policies';
import { IntegrationAccount } from '../policies/integration';
import { evaluateFlagsOf } from '../policies/pageFlag';

/** What one person may do with one account's integrations, worked out once per call. */
export type TIntegrationAccess = {
  ownerId: string;
  /** The team through which a member uses the admin's integrations (null: the person's own). */
  teamId: string | null;
  manage: boolean;
  /** A member's publish waits for the admin (the team's setting). */
  needsApproval: boolean;
  /** The team the owner leads, whose setting that is (null: the owner leads none). */
  ledTeam: { id: string; publishApproval: boolean } | null;
  /** Plan and flags include the target (in team mode: the team's plan). */
  available: Record<TIntegrationTarget, boolean>;
};

const flagOf = (target: TIntegrationTarget) => `integration-${target}`;

/** 401/403 unless the person may use `ownerId`'s integrations (spec §7 uid: their own, or their team admin's). */
export async function integrationAccess(ctx: TContext, user: TSessionUser, ownerId: string): Promise<TIntegrationAccess> {
  const account = IntegrationAccount.of({ ownerId });
  authorize(user, 'use', account);
  const ledTeamId = user.teams.find((team) => team.adminId === ownerId)?.id ?? null;
  const teamId = ownerId === user.id ? null : ledTeamId;
  const [team] = ledTeamId ? await ctx.db.select({ publishApproval: teams.publishApproval }).from(teams).where(eq(teams.id, ledTeamId)) : [];
  const flags = await evaluateFlagsOf(ctx, user.id, INTEGRATION_TARGETS.map(flagOf), Boolean(teamId));
  const available = Object.fromEntries(INTEGRATION_TARGETS.map((target) => [target, flags[flagOf(target)] === true])) as Record<TIntegrationTarget, boolean>;
  const manage = can(user, 'manage', account);
  const ledTeam = ledTeamId ? { id: ledTeamId, publishApproval: Boolean(team?.publishApproval) } : null;
  return { ownerId, teamId, manage, needsApproval: Boolean(ledTeam?.publishApproval) && !manage, ledTeam, available };
}

/** 403 when the plan or the flags leave this target out. */
export function assertAvailable(access: TIntegrationAccess, target: TIntegrationTarget): void {
  if (!access.available[target]) throw forbidden(`${PUBLISH_TARGET_LABELS[target]} is not available on your plan.`);
}

/** 403 unless the person owns the integrations (connect, disconnect, approve). */
export function assertManage(user: TSessionUser, access: TIntegrationAccess): void {
  authorize(user, 'manage', IntegrationAccount.of({ ownerId: access.ownerId }));
}
