import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { TSharedRedis } from '../shared/redisConnection';

/**
 * Where @fastify/rate-limit counts every route's `config.rateLimit`: in the shared Redis when several
 * servers run (REDIS_URL), so a limit holds across all of them; in this process's memory otherwise.
 * While Redis is away the limits let requests through (fail open) rather than answer 500: they are
 * brakes, and what a request may spend (credits, runs, fair usage, sign-in limits) is counted in
 * PostgreSQL either way (docs/decisions.md, issue 23).
 */
export function rateLimitStore(redis: TSharedRedis | null): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  if (!redis) return {};
  return { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true };
}
