import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in person (per address before sign-in is known): the
 * brake on calls that start outside work or pay for a model (`config` of the route's options).
 */
export function perPersonRateLimit(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow, keyGenerator: (request: FastifyRequest) => request.sessionUser?.id ?? request.ip } };
}
