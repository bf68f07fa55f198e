import type { QueryClient } from '@tanstack/react-query';
import type { TGenerationMode } from '@core/plans/access';
import { showAlert } from '@web/state/alerts';
import { openBuyModal } from '@web/state/buyModal';
import { recheckFairUsage } from '@web/state/fairUsage';
import { openProviderError } from '@web/state/providerError';
import { openRunsExhausted, type TRunsExhausted } from '@web/state/runsExhausted';
import { reportClientError } from '@web/state/errorReporter';
import { ApiError } from './client';
import { reactionForStatus } from './statusReaction';

/**
 * Applies spec §8 to a failed generation call: buy modal, user refresh and fair-usage recheck (the
 * restricted dialog counts the block down; `mode` is the generation's, instruct when not given),
 * the language-provider dialog for bring-your-own-key users, or a message. Generation features call
 * this from their catch.
 */
export function handleGenerationFailure(
  error: unknown,
  context: {
    client: QueryClient;
    uid: string;
    byok: boolean;
    feature?: TRunsExhausted['feature'];
    teamMode?: boolean;
    mode?: TGenerationMode;
  },
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
      void recheckFairUsage({ client: context.client, uid: context.uid, mode: context.mode ?? 'instruct', fallbackMessage: message });
      return;
    case 'provider_error':
      openProviderError({ code: reaction.code, message: reaction.message, statusUrl: reaction.statusUrl });
      return;
    case 'alert':
      showAlert(reaction.message, 'error');
  }
}
