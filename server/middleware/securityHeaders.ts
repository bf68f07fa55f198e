import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';
import type { TEnv } from '../env';

/**
 * helmet's security headers, worked out once at boot. @fastify/helmet built helmet's middleware
 * again for every request (parsing the CSP each time), about a seventh of the server's CPU on a
 * cached read (bench/api, issue 23); the headers never change between requests, so they are
 * computed once here and set on each reply as they are.
 */
export function securityHeaders(env: Pick<TEnv, 'APP_URL'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    hsts: env.APP_URL.startsWith('https://'),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** onRequest hook that puts the precomputed headers on every reply (API, web app, errors, streams). */
export function applySecurityHeaders(headers: Record<string, string>) {
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done();
  };
}
