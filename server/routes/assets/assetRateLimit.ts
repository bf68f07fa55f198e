import type { FastifyRequest } from 'fastify';

/**
 * Adding, re-fetching and uploading start outside work (fetches, crawls, parsing): 60 a minute per
 * signed-in person (per address before sign-in is known), generous for people, a brake for scripts.
 */
export const ASSET_WRITE_RATE_LIMIT = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.sessionUser?.id ?? request.ip,
  },
};
