import { GENERIC_ERROR_MESSAGE, SERVER_BURNING_MESSAGE } from '@core/errors';

/** The codes that open the buy modal (spec §4: 429, 430 and 400; 429 when none is given). */
export type TBuyCode = 429 | 430 | 400;

export type TStatusReaction =
  | { kind: 'buy'; code: TBuyCode; message: string; report: boolean }
  | { kind: 'runs_exhausted'; message: string }
  | { kind: 'refresh_user' }
  | { kind: 'provider_error'; code: 404 | 437; message: string }
  | { kind: 'alert'; message: string };

export const BYOK_MESSAGES = {
  404: 'Your provider key does not have access to gpt-4. Use a key that has it, or choose another model.',
  437: 'Your provider account has run out of quota. Add credit with your provider, then try again.',
  432: 'Your provider is rate-limiting your key. Wait a moment, then try again.',
  440: 'Your provider’s servers are having trouble. Check their status page, then try again.',
  441: 'Your provider refused access for this key. Check the key’s permissions.',
  429: 'You have used the web-search (SERP) credits of your plan.',
  unknown: 'Your provider returned an error we do not know. Try again, or check your key.',
} as const;

/**
 * What the app does when a generation call fails, by status, as spec §8 reads: the buy modal for
 * credits, limits and expiry; a user refresh for 420 (fair usage); the provider dialog for a
 * bring-your-own-key user's key problems; otherwise a message.
 */
export function reactionForStatus(
  status: number,
  serverMessage: string | undefined,
  options: { byok: boolean; code?: string },
): TStatusReaction {
  // A feature's runs are used up: the runs-exhausted dialog, not the buy modal (spec §2).
  if (status === 429 && options.code === 'runs_exhausted') {
    return { kind: 'runs_exhausted', message: serverMessage || GENERIC_ERROR_MESSAGE };
  }
  if (options.byok) {
    if (status === 404 || status === 437) return { kind: 'provider_error', code: status, message: BYOK_MESSAGES[status] };
    if (status === 432 || status === 440 || status === 441) return { kind: 'alert', message: BYOK_MESSAGES[status] };
    if (status === 429) return { kind: 'buy', code: 429, message: BYOK_MESSAGES[429], report: false };
  }
  if (status === 429 || status === 430) {
    return { kind: 'buy', code: status, message: serverMessage || GENERIC_ERROR_MESSAGE, report: false };
  }
  if (status === 400) return { kind: 'buy', code: 400, message: serverMessage || GENERIC_ERROR_MESSAGE, report: true };
  if (status === 420) return { kind: 'refresh_user' };
  if (status === 422) return { kind: 'alert', message: GENERIC_ERROR_MESSAGE };
  if (status >= 500) return { kind: 'alert', message: SERVER_BURNING_MESSAGE };
  if (options.byok) return { kind: 'alert', message: BYOK_MESSAGES.unknown };
  return { kind: 'alert', message: serverMessage || GENERIC_ERROR_MESSAGE };
}
