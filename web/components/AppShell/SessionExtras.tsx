import { lazy, Suspense } from 'react';
import type { TUser } from '@core/api/users';
import { isFreeTrialPlan } from '@core/plans/trialExtension';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { ChatSupportWidget } from '../chatSupport/ChatSupportWidget';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { FairUsageHost } from '../fairUsage/FairUsageHost';
import { ProviderErrorHost } from '../dialogs/ProviderErrorHost';
import { BuyModalHost } from '../dialogs/BuyModalHost';
import { ProviderKeyCheck } from '../dialogs/ProviderKeyCheck';
import { RunsExhaustedHost } from '../dialogs/RunsExhaustedHost';
import { TrialExtension } from '../dialogs/TrialExtension';
import { WhatsNew } from '../dialogs/WhatsNew';

const TrialNudges = lazy(() => withChunkTimeout(import('../nudges/TrialNudges')).then((module) => ({ default: module.TrialNudges })));

/**
 * The signed-in app's watchers and dialogs (what's new, trial extension, buy modal, provider key,
 * fair usage, provider errors, chat support, the feedback button, trial nudges),
 * in one chunk loaded just after the first page: none is needed to paint it, which keeps /dashboard
 * under its budget. The copy restriction is not here: it must hold from the first paint.
 */
export function SessionExtras({ user }: { user: TUser }) {
  return (
    <>
      <WhatsNew user={user} />
      <TrialExtension user={user} />
      <BuyModalHost />
      <RunsExhaustedHost />
      <ProviderKeyCheck user={user} />
      <FairUsageHost />
      <ProviderErrorHost />
      <ChatSupportWidget />
      <FeedbackWidget />
      {isFreeTrialPlan(user.userPlan) ? (
        <Suspense fallback={null}>
          <TrialNudges user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
