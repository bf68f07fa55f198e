import { API_TOKEN_PATTERN, API_TOKEN_PREFIX } from '@core/api/apiTokens';
import type { TSessionUser } from '../auth/sessionUser';
import type { TDatabase } from '../db/database';
import { HttpError } from '../errors';
import { hashApiToken } from './apiTokenSecret';
import { loadApiTokenUser } from './apiTokenUserLoader';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the personal API token this request authenticated with (middleware/session.ts); null for a cookie session or none. */
    apiTokenId: string | null;
  }
}

const WHERE_TO_MAKE_ONE = 'Create one on the API page of your account (/account/api).';

/** 401s a script's author can act on: which of the token's problems it is, never whose token it was. */
export const API_TOKEN_REFUSALS = {
  wrongPrefix: `This is not a Longform API token: tokens start with ${API_TOKEN_PREFIX}. ${WHERE_TO_MAKE_ONE}`,
  unknown: `This API token is not valid: it was mistyped, or its account no longer exists. ${WHERE_TO_MAKE_ONE}`,
  revoked: `This API token was revoked. ${WHERE_TO_MAKE_ONE}`,
} as const;

const refuse = (message: string) => new HttpError('unauthorized', message);

/**
 * The person a Bearer token acts for, with the token's id; 401 with a message saying what is wrong
 * for a token of another kind, an unknown one (mistyped, or its owner deleted), or a revoked one.
 */
export async function authenticateApiToken(database: TDatabase, bearer: string): Promise<{ user: TSessionUser; tokenId: string }> {
  if (!bearer.startsWith(API_TOKEN_PREFIX)) throw refuse(API_TOKEN_REFUSALS.wrongPrefix);
  // A malformed token cannot match: no lookup for it.
  if (!API_TOKEN_PATTERN.test(bearer)) throw refuse(API_TOKEN_REFUSALS.unknown);
  const found = await loadApiTokenUser(database, hashApiToken(bearer));
  if (!found) throw refuse(API_TOKEN_REFUSALS.unknown);
  if (found.revoked) throw refuse(API_TOKEN_REFUSALS.revoked);
  return { user: found.user, tokenId: found.tokenId };
}
