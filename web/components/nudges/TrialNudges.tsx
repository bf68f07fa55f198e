import { useEffect, useState } from 'react';
import type { TUser } from '@core/api/users';
import { NUDGE_DELAY_MS } from '@core/constants';
import { readLocal, writeLocal } from '@web/state/localStore';
import { ExtraWeekNudge, FollowUpStack, TrialExtendedNudge } from './TrialFollowUpNudges';
import { TrialPurchaseNudge } from './TrialPurchaseNudge';
import { nudgeDay, purchaseNudgeDue, purchaseNudgeKey, trialDaysLeft } from './trialNudgeRules';

type TStage = 'none' | 'purchase' | 'following';

/**
 * Spec §4's trial nudges: the purchase nudge when it is due (trialNudgeRules), then, after it is
 * closed, the trial-extended nudge and the extra-week nudge, NUDGE_DELAY_MS (3 s) apart.
 */
export function TrialNudges({ user }: { user: TUser }) {
  // Decided once, when the page loads: later refreshes of the user record do not restart the chain.
  const [start] = useState(() => {
    const now = Date.now();
    return { due: purchaseNudgeDue(user, now, readLocal(purchaseNudgeKey(user.uid))), day: nudgeDay(now), daysLeft: trialDaysLeft(user.expiryDate, now) };
  });
  const [stage, setStage] = useState<TStage>(start.due ? 'purchase' : 'none');
  const [shown, setShown] = useState({ extended: false, extraWeek: false });

  useEffect(() => {
    // Remembered when shown, so a reload the same day does not show it again.
    if (start.due) writeLocal(purchaseNudgeKey(user.uid), start.day);
  }, [start, user.uid]);

  useEffect(() => {
    if (stage !== 'following') return;
    const first = setTimeout(() => setShown((current) => ({ ...current, extended: true })), NUDGE_DELAY_MS);
    const second = setTimeout(() => setShown((current) => ({ ...current, extraWeek: true })), 2 * NUDGE_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [stage]);

  if (stage === 'purchase') return <TrialPurchaseNudge daysLeft={start.daysLeft} onClose={() => setStage('following')} />;
  if (stage !== 'following' || (!shown.extended && !shown.extraWeek)) return null;
  return (
    <FollowUpStack>
      {shown.extended ? <TrialExtendedNudge user={user} onClose={() => setShown((current) => ({ ...current, extended: false }))} /> : null}
      {shown.extraWeek ? <ExtraWeekNudge onClose={() => setShown((current) => ({ ...current, extraWeek: false }))} /> : null}
    </FollowUpStack>
  );
}
