import { eq } from 'drizzle-orm';
import { APP_VERSION } from '@core/constants';
import type { z } from 'zod';
import type { ZAddUserInput } from '@core/api/signUp';
import type { TContext } from '../context';
import { onboardingData, projects, users } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { trialNeedsVerifiedEmail } from '../auth/trialVerification';
import { assignTrialPlan, withholdTrialCredits } from './trialPlanAssigner';

type TAddUser = z.output<typeof ZAddUserInput>;
/** Where the verification link lands, signed in, once the email is confirmed. */
const VERIFIED_LANDING = '/dashboard';
const DUPLICATE_EMAIL = 'An account with this email already exists. Sign in instead.';

async function emailTaken(ctx: TContext, email: string): Promise<boolean> {
  const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * Creates an account the way spec §7's add-user call describes (name, email, credit_limit 0,
 * credits_used 0, team_member, onboarding_data, project_name → the first project), puts it on the
 * trial plan and signs it in. better-auth writes the identity; the rest goes in one transaction,
 * and if that fails the identity is removed again, so nothing is left half-created. Where trial
 * credits wait for a verified email (trialVerification.ts), the trial starts empty and the first
 * verification link is sent.
 */
export async function createUserAccount(ctx: TContext, input: TAddUser, headers: Headers) {
  if (await emailTaken(ctx, input.email)) throw conflict(DUPLICATE_EMAIL, 'email');
  const response = await ctx.auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    if (await emailTaken(ctx, input.email)) throw conflict(DUPLICATE_EMAIL, 'email');
    const failure = (await response.json().catch(() => ({}))) as { message?: string };
    throw badRequest(failure.message ?? 'We could not create your account.', 'email');
  }
  const { user } = (await response.json()) as { user: { id: string } };
  const needsVerifiedEmail = trialNeedsVerifiedEmail(ctx.env);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ creditLimit: input.credit_limit, creditsUsed: input.credits_used, teamMember: input.team_member, lastSeenVersion: APP_VERSION })
        .where(eq(users.id, user.id));
      await assignTrialPlan(tx, user.id);
      if (needsVerifiedEmail) await withholdTrialCredits(tx, user.id);
      await tx.insert(projects).values({ ownerId: user.id, projectName: input.project_name });
      const answers = input.onboarding_data;
      await tx.insert(onboardingData).values({
        userId: user.id,
        name: answers.name ?? input.name,
        teamSize: answers.team_size,
        appStartingPoint: answers.app_starting_point,
        startingWorkflow: answers.starting_workflow,
        hearAboutUs: answers.hear_about_us,
        hearAboutSourceOrQuery: answers.hear_about_source_or_query,
        projectName: input.project_name,
        partnerId: answers.partner_id,
      });
    });
  } catch (error) {
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  // The account stands even if the link cannot be queued now: the app's banner offers to resend it.
  if (needsVerifiedEmail) {
    await ctx.auth.api
      .sendVerificationEmail({ body: { email: input.email, callbackURL: VERIFIED_LANDING } })
      .catch((error: Error) => ctx.reporter.report('server', `verification mail not queued: ${error.message}`, { userId: user.id }));
  }
  return { userId: user.id, cookies: response.headers.getSetCookie() };
}
