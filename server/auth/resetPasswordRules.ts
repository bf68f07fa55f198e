import type { TErrorBody } from '@core/errors';
import { ZPassword } from '@core/api/fieldLimits';

const RESET_PATH = '/api/auth/reset-password';

/**
 * better-auth checks a new password's length only; a reset must follow the same rules as sign-up
 * (a letter and a number). Returns the 400 body to send, or null to let the request through.
 */
export function refuseWeakResetPassword(request: { method: string; url: string; body: unknown }): TErrorBody | null {
  if (request.method !== 'POST' || request.url.split('?')[0] !== RESET_PATH || !Buffer.isBuffer(request.body)) return null;
  let newPassword: unknown;
  try {
    newPassword = (JSON.parse(request.body.toString('utf8')) as { newPassword?: unknown }).newPassword;
  } catch {
    return null;
  }
  const checked = ZPassword.safeParse(newPassword);
  if (checked.success) return null;
  return { error: 'bad_request', message: checked.error.issues[0]?.message ?? 'Choose another password.', field: 'password' };
}
