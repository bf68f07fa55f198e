import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@core/api/users';
import { trialExtensionEligible } from '@core/plans/trialExtension';
import { errorMessage } from '@web/api/client';
import { requestTrialExtension } from '@web/api/trial';
import { updateCachedUser } from '@web/api/users';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { showAlert } from '@web/state/alerts';

const TrialExtendedDialog = lazy(() =>
  withChunkTimeout(import('./TrialExtendedDialog')).then((module) => ({ default: module.TrialExtendedDialog })),
);

/** Whether this user has earned the trial's extra week (spec §4), by the same rule the server applies. */
export function earnedTrialExtension(user: TUser): boolean {
  if (!user.currentDetails) return false;
  return trialExtensionEligible({
    planId: user.userPlan,
    freeTrialOfferExtended: user.freeTrialOfferExtended,
    runLimits: user.currentDetails.runLimits,
    featureRuns: user.featureRuns,
    creditsUsed: user.creditsUsed,
    creditLimit: user.creditLimit,
  });
}

/** Extends a trial that reached a threshold, once, and says so; a refusal shows the server's message. */
export function TrialExtension({ user }: { user: TUser }) {
  const client = useQueryClient();
  const asked = useRef(false);
  const [expiryDate, setExpiryDate] = useState<string | null>(null);
  const due = earnedTrialExtension(user);

  useEffect(() => {
    if (!due || asked.current) return;
    asked.current = true;
    requestTrialExtension(user.uid)
      .then((result) => {
        updateCachedUser(client, user.uid, (current) => ({ ...current, expiryDate: result.expiry_date, freeTrialOfferExtended: true }));
        setExpiryDate(result.expiry_date);
      })
      .catch((error: unknown) => showAlert(errorMessage(error), 'error'));
  }, [due, user.uid, client]);

  if (!expiryDate) return null;
  return (
    <Suspense fallback={null}>
      <TrialExtendedDialog expiryDate={expiryDate} onClose={() => setExpiryDate(null)} />
    </Suspense>
  );
}
