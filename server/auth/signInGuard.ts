import type { FastifyReply } from 'fastify';
import type { TErrorBody } from '@core/errors';
import type { Db } from '../db/database';
import type { TEnv } from '../env';
import {
  claimSignInAttempt,
  clearSignInFailures,
  normalizeSignInEmail,
  recordSignInFailure,
  type TSignInThrottle,
} from './signInThrottle';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** "2 seconds", "4 minutes": the wait the refusal names, rounded up. */
function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1_000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** As better-call reads JSON (application/json, application/*+json). */
const JSON_CONTENT_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json/i;

function emailOf(body: unknown): string | null {
  if (!Buffer.isBuffer(body)) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const email = typeof parsed === 'object' && parsed !== null ? (parsed as { email?: unknown }).email : undefined;
    return typeof email === 'string' && email.trim() ? normalizeSignInEmail(email) : null;
  } catch {
    return null;
  }
}

/** The per-account settings out of the environment. */
export function signInThrottleOf(env: TEnv): TSignInThrottle {
  return { freeFailures: env.SIGN_IN_ACCOUNT_FREE_FAILURES, maxWaitMs: env.SIGN_IN_ACCOUNT_MAX_WAIT_MINUTES * 60_000 };
}

/**
 * Per-account backoff around better-auth's email sign-in (the per-address limit is better-auth's):
 * before the attempt, an account that owes a wait is answered 429 with Retry-After (a body that is
 * not JSON, 415); after it, a 401 counts against the account and a success clears it. Returns null
 * for every other request; `refused` carries the body to send with the status already set.
 */
export async function guardSignIn(
  db: Db,
  throttle: TSignInThrottle,
  request: { method: string; url: string; body: unknown; headers: { 'content-type'?: string } },
  reply: FastifyReply,
) {
  if (request.method !== 'POST' || request.url.split('?')[0] !== SIGN_IN_PATH) return null;
  // better-auth would also read a form body; only JSON is read here, so only JSON may pass.
  if (!JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
    reply.status(415);
    return { refused: { error: 'bad_request', message: 'Send the request body as JSON (content-type: application/json).' } satisfies TErrorBody };
  }
  const email = emailOf(request.body);
  if (!email) return null;
  const claim = await claimSignInAttempt(db, email, throttle);
  if (!claim.allowed) {
    const body: TErrorBody = {
      error: 'rate_limited',
      message: `Too many failed sign-ins for this account. Try again in ${describeWait(claim.retryAfterMs)}, or reset your password.`,
    };
    reply.status(429).header('retry-after', String(Math.ceil(claim.retryAfterMs / 1_000)));
    return { refused: body };
  }
  return {
    /** Records the outcome of the attempt better-auth answered. */
    settle: async (status: number) => {
      if (status === 401) await recordSignInFailure(db, email, throttle);
      else if (status >= 200 && status < 300) await clearSignInFailures(db, email);
    },
  };
}
