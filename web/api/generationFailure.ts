import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '@web/state/alerts';
import { openBuyModal } from '@web/state/buyModal';
import { reportClientError } from '@web/state/errorReporter';
import { ApiError } from './client';
import { reactionForStatus } from './statusReaction';
import { userKey } from './users';

/**
 * Applies spec §8 to a failed generation call: buy modal, user refresh (fair usage), provider
 * dialog for bring-your-own-key users, or a message. Generation features call this from their catch.
 */
export function handleGenerationFailure(error: unknown, context: { client: QueryClient; uid: string; byok: boolean }): void {
  const status = error instanceof ApiError ? error.status : 500;
  const message = error instanceof Error ? error.message : undefined;
  const reaction = reactionForStatus(status, message, { byok: context.byok });
  switch (reaction.kind) {
    case 'buy':
      if (reaction.report) reportClientError(error, `Generation refused with ${status}`);
      openBuyModal(reaction.message, reaction.code);
      return;
    case 'refresh_user':
      void context.client.invalidateQueries({ queryKey: userKey(context.uid) });
      return;
    case 'provider_error':
    case 'alert':
      showAlert(reaction.message, 'error');
  }
}
