import { API_TOKEN_LIMITS } from '@core/api/apiTokens';
import { conflict, forbidden, type HttpError } from '../errors';

/** How the request making a token signed in, and how many of the person's tokens work now. */
export type TApiTokenCreationContext = { viaApiToken: boolean; activeTokens: number };

/**
 * Why this request may not make a token (403 or 409), or null when it may. A token cannot make
 * tokens: one that leaks could otherwise mint others that outlive its revocation.
 */
export function apiTokenCreationRefusal({ viaApiToken, activeTokens }: TApiTokenCreationContext): HttpError | null {
  if (viaApiToken) return forbidden('An API token cannot create tokens. Sign in to Longform in your browser and create one on the API page of your account.');
  if (activeTokens >= API_TOKEN_LIMITS.activePerUser) {
    return conflict(`You can have at most ${API_TOKEN_LIMITS.activePerUser} tokens at once. Revoke one you no longer use to make room.`);
  }
  return null;
}
