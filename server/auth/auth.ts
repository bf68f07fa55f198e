import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { TEnv } from '../env';
import { PASSWORD_MAX, PASSWORD_MIN } from '@core/api/fieldLimits';

/** The header the HTTP layer fills with the client address Fastify resolved (never the client's own). */
export const CLIENT_IP_HEADER = 'x-longform-client-ip';

/** Email-and-password sign-in with sessions stored in the database and httpOnly cookies. */
export function createAuth(options: { db: Db; env: TEnv; secret: string; logger: FastifyBaseLogger }) {
  const { env, logger } = options;
  return betterAuth({
    appName: 'Longform',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    // `npm run dev` serves the app from Vite on :5173, which proxies the API here.
    trustedOrigins: [env.APP_URL, ...env.TRUSTED_ORIGINS, ...(env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN, maxPasswordLength: PASSWORD_MAX },
    rateLimit: {
      enabled: env.SIGN_IN_RATE_LIMIT > 0 && env.NODE_ENV !== 'test',
      window: 60,
      max: 200,
      customRules: { '/sign-in/email': { window: 60, max: env.SIGN_IN_RATE_LIMIT } },
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
