import type { FastifyRequest } from 'fastify';

/**
 * Each blog tool call may pay for a model call: 20 a minute per signed-in person (per address
 * before sign-in is known), plenty for a writer clicking through the workflow, a brake for scripts.
 */
export const BLOG_TOOL_RATE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.sessionUser?.id ?? request.ip,
  },
};
