import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../errors';
import type { TEnv } from '../env';

/** Sign-ups one address may make per hour when SIGN_UP_RATE_LIMIT is not set (tests: off unless set). */
const DEFAULT_SIGN_UPS_PER_HOUR = 10;

/** The configured sign-ups per address per hour; 0 means no limit. */
export function signUpsPerHour(env: TEnv): number {
  return env.SIGN_UP_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_SIGN_UPS_PER_HOUR);
}

/**
 * The route config that limits POST /api/add/user per client address (@fastify/rate-limit): one
 * address making account after account, each with a trial's credits, is refused with 429.
 */
export function addUserRateLimit(env: TEnv): { rateLimit?: RateLimitOptions } {
  const max = signUpsPerHour(env);
  if (!max) return {};
  return {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      errorResponseBuilder: (_request, context) =>
        new HttpError('rate_limited', `Too many accounts were created from your network. Please try again in ${context.after}.`),
    },
  };
}
