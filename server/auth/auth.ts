import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { accounts, authRateLimits, sessions, users, verifications } from '../db/schema';
import type { TEnv } from '../env';
import { PASSWORD_MAX, PASSWORD_MIN } from '@core/api/fieldLimits';
import { grantWithheldTrial } from '../commands/trialPlanAssigner';
import { resetPasswordMail, verifyEmailMail } from '../mail/authMails';
import { changeEmailMail } from '../account/changeEmailMail';
import { currentEmailOf } from '../account/currentEmail';
import type { TMailer } from '../mail/mailJobs';
import { profileFieldRules } from './profileFieldRules';
import { sessionCreatedHook, sessionEndReasonHook } from './sessionEndHooks';
import { clearSignInFailures, normalizeSignInEmail } from './signInThrottle';
import { trialNeedsVerifiedEmail } from './trialVerification';
import { trustedOriginList } from './trustedOrigins';

/** The header the HTTP layer fills with the client address Fastify resolved (never the client's own). */
export const CLIENT_IP_HEADER = 'x-longform-client-ip';

/** Seconds a verification link works: a day, so a newcomer who reads mail tomorrow still gets the trial. */
const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/**
 * Email-and-password sign-in with sessions stored in the database and httpOnly cookies; password
 * reset and email verification send their links through the mailer (SMTP, or the log without it).
 */
export function createAuth(options: { db: Db; env: TEnv; secret: string; logger: FastifyBaseLogger; mailer: TMailer }) {
  const { env, logger, mailer } = options;
  return betterAuth({
    appName: 'Longform',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: trustedOriginList(env),
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
      // A reset signs every device out (a guessed or stolen password stops working everywhere) …
      revokeSessionsOnPasswordReset: true,
      // … and forgives the account's failed sign-ins (signInThrottle.ts).
      onPasswordReset: async ({ user }) => clearSignInFailures(options.db, normalizeSignInEmail(user.email)),
    },
    emailVerification: {
      // An email change (POST /api/account/email) sends its link to the new address, which is not yet the account's.
      sendVerificationEmail: async ({ user, url }) => {
        const changing = (await currentEmailOf(options.db, user.id)) !== user.email;
        await mailer.send(changing ? changeEmailMail(user.email, url) : verifyEmailMail(user.email, url));
      },
      // The account exists already (POST /api/add/user sends the first link after creating it).
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      afterEmailVerification: async (user) => {
        if (trialNeedsVerifiedEmail(env)) await grantWithheldTrial(options.db, user.id);
      },
    },
    // The email changes only when the link sent to the new address is opened (better-auth's change-email flow).
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: false } },
    // A sign-in on a plan with one session at a time ends the older sessions (spec §4, another device).
    databaseHooks: { session: { create: { after: sessionCreatedHook(options.db) } } },
    hooks: { before: profileFieldRules, after: sessionEndReasonHook(options.db) },
    rateLimit: {
      enabled: env.SIGN_IN_RATE_LIMIT > 0 && env.NODE_ENV !== 'test',
      window: 60,
      max: 200,
      // Several servers (REDIS_URL) count in PostgreSQL, so the limit is one for all of them
      // (docs/decisions.md, issue 23); one process keeps its counters in memory.
      storage: env.REDIS_URL ? 'database' : 'memory',
      customRules: {
        '/sign-in/email': { window: 60, max: env.SIGN_IN_RATE_LIMIT },
        // Each sends a mail: a few a minute per address is plenty for a person and no use to a mail bomber.
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
        // Every page load reads its own session: a team behind one address (an office's NAT) would
        // pass 200 a minute, and reading a session guesses nothing.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
    },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
