import type { TEnv } from '../env';

/**
 * Whether a new account's trial credits wait for a verified email: always when mail can be sent
 * (SMTP_URL), and by the administrator's choice (TRIAL_REQUIRES_VERIFIED_EMAIL) when links go to the log.
 */
export function trialNeedsVerifiedEmail(env: TEnv): boolean {
  return Boolean(env.SMTP_URL) || env.TRIAL_REQUIRES_VERIFIED_EMAIL;
}
