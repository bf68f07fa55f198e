import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TPublicVisitor } from '../../queries/publicRunsLoader';

export const VISITOR_COOKIE = 'longform_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The public visitor behind a request: the id in the visitor cookie, or a new one the server sets
 * (httpOnly, so page scripts cannot read or change it), and the address Fastify resolved. A
 * malformed cookie is replaced. Clearing cookies gives a new id, but the address still counts.
 */
export function resolveVisitor(request: FastifyRequest, reply: FastifyReply, secure: boolean): TPublicVisitor {
  const pair = request.headers.cookie?.split(/;\s*/).find((part) => part.startsWith(`${VISITOR_COOKIE}=`));
  const current = pair?.slice(VISITOR_COOKIE.length + 1);
  if (current && VISITOR_ID.test(current)) return { visitorId: current, address: request.ip };
  const visitorId = crypto.randomBytes(18).toString('base64url');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${ONE_YEAR_S}`, ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${VISITOR_COOKIE}=${visitorId}; ${attributes.join('; ')}`);
  return { visitorId, address: request.ip };
}
