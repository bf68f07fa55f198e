import { GENERIC_ERROR_MESSAGE, PROVIDER_ERROR_MESSAGES, PROVIDER_STATUS_URL, SERVER_BURNING_MESSAGE } from '@core/errors';

/** The codes that open the buy modal (spec §4: 429, 430 and 400; 429 when none is given). */
export type TBuyCode = 429 | 430 | 400;

export type TStatusReaction =
  | { kind: 'buy'; code: TBuyCode; message: string; report: boolean }
  | { kind: 'runs_exhausted'; message: string }
  | { kind: 'refresh_user' }
  | { kind: 'provider_error'; code: TProviderDialogCode; message: string; statusUrl: string | null }
  | { kind: 'alert'; message: string };

/** The provider errors the language-provider dialog explains: spec §8's 404 and 437, and 440 for its status link. */
export type TProviderDialogCode = 404 | 437 | 440;

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
  // Only the provider's own failures (codes provider_*) are explained as the provider's: a missing
  // project or asset (404) or a refused mode (403) keeps the server's message.
  const fromProvider = options.byok && Boolean(options.code?.startsWith('provider_'));
  if (fromProvider) {
    if (status === 404 || status === 437) return { kind: 'provider_error', code: status, message: PROVIDER_ERROR_MESSAGES[status], statusUrl: null };
    // An alert holds text only: the provider's status link needs the dialog.
    if (status === 440) return { kind: 'provider_error', code: 440, message: PROVIDER_ERROR_MESSAGES[440], statusUrl: PROVIDER_STATUS_URL };
    if (status === 432 || status === 441) return { kind: 'alert', message: PROVIDER_ERROR_MESSAGES[status] };
    return { kind: 'alert', message: PROVIDER_ERROR_MESSAGES.unknown };
  }
  // A bring-your-own-key plan's credits pay for web search only (spec §8: SERP credits exceeded).
  if (options.byok && status === 429) return { kind: 'buy', code: 429, message: PROVIDER_ERROR_MESSAGES[429], report: false };
  if (status === 429 || status === 430) {
    return { kind: 'buy', code: status, message: serverMessage || GENERIC_ERROR_MESSAGE, report: false };
  }
  if (status === 400) return { kind: 'buy', code: 400, message: serverMessage || GENERIC_ERROR_MESSAGE, report: true };
  if (status === 420) return { kind: 'refresh_user' };
  if (status === 422) return { kind: 'alert', message: GENERIC_ERROR_MESSAGE };
  if (status >= 500) return { kind: 'alert', message: SERVER_BURNING_MESSAGE };
  return { kind: 'alert', message: serverMessage || GENERIC_ERROR_MESSAGE };
}
