import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '@web/state/alerts';
import { openBuyModal } from '@web/state/buyModal';
import { openRunsExhausted, type TRunsExhausted } from '@web/state/runsExhausted';
import { reportClientError } from '@web/state/errorReporter';
import { ApiError } from './client';
import { reactionForStatus } from './statusReaction';
import { userKey } from './users';

/**
 * Applies spec §8 to a failed generation call: buy modal, user refresh (fair usage), provider
 * dialog for bring-your-own-key users, or a message. Generation features call this from their catch.
 */
export function handleGenerationFailure(
  error: unknown,
  context: { client: QueryClient; uid: string; byok: boolean; feature?: TRunsExhausted['feature']; teamMode?: boolean },
): void {
  const status = error instanceof ApiError ? error.status : 500;
  const message = error instanceof Error ? error.message : undefined;
  const code = error instanceof ApiError ? error.code : undefined;
  const reaction = reactionForStatus(status, message, { byok: context.byok, code });
  switch (reaction.kind) {
    case 'buy':
      if (reaction.report) reportClientError(error, `Generation refused with ${status}`);
      openBuyModal(reaction.message, reaction.code);
      return;
    case 'runs_exhausted':
      if (context.feature) openRunsExhausted({ type: context.teamMode ? 'team' : 'user', runsLeft: 0, feature: context.feature });
      else showAlert(reaction.message, 'error');
      return;
    case 'refresh_user':
      void context.client.invalidateQueries({ queryKey: userKey(context.uid) });
      return;
    case 'provider_error':
    case 'alert':
      showAlert(reaction.message, 'error');
  }
}
