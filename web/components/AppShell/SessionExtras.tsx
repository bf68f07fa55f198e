import type { TUser } from '@core/api/users';
import { BuyModalHost } from '../dialogs/BuyModalHost';
import { ProviderKeyCheck } from '../dialogs/ProviderKeyCheck';
import { RunsExhaustedHost } from '../dialogs/RunsExhaustedHost';
import { TrialExtension } from '../dialogs/TrialExtension';
import { WhatsNew } from '../dialogs/WhatsNew';

/**
 * The signed-in app's watchers and dialogs (what's new, trial extension, buy modal, provider key),
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
    </>
  );
}
