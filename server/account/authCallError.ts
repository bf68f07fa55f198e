import { isAPIError } from 'better-auth/api';
import { badRequest, HttpError, unauthorized } from '../errors';

/** better-auth's refusals as the catalogue's errors, with the wording the profile page shows; anything else is rethrown. */
export function authCallError(error: unknown): Error {
  if (!isAPIError(error)) return error instanceof Error ? error : new Error(String(error));
  const code = (error.body as { code?: string } | undefined)?.code;
  if (error.statusCode === 401) return unauthorized();
  if (code === 'INVALID_PASSWORD') return badRequest('Your current password is not right.', 'current_password');
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return badRequest('Your account signs in without a password, so there is none to change.');
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return badRequest(error.message, 'new_password');
  if (error.statusCode < 500) return new HttpError('bad_request', error.message || 'The request was refused.');
  return error;
}
