import type { TAccountProfile } from '@core/api/account';

const METHOD_LABELS: Record<string, string> = { credential: 'Email and password', google: 'Google' };

/** A sign-in method as people name it ("credential" is better-auth's word for email and password). */
export function signInMethodLabel(providerId: string): string {
  return METHOD_LABELS[providerId] ?? providerId.charAt(0).toUpperCase() + providerId.slice(1);
}

/** "3 of 5 runs left" for a feature's runs. */
export function runsLabel(runs: TAccountProfile['runs']['autoblog_workflow']): string {
  return `${runs.left} of ${runs.limit} runs left`;
}
