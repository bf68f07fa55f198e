import { lazy, Suspense } from 'react';
import type { TUser } from '@core/api/users';
import { canCopyOrDownload } from '@core/plans/copyRule';
import { useCopyRestriction } from '@web/hooks/useCopyRestriction';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { useTeamMode } from '@web/state/teamMode';

const CopyRestrictedDialog = lazy(() =>
  withChunkTimeout(import('./CopyRestrictedDialog')).then((module) => ({ default: module.CopyRestrictedDialog })),
);

/** Blocks copy, cut and print for free plans outside team mode (spec §4, §5). */
export function CopyRestriction({ user }: { user: TUser }) {
  const teamMode = useTeamMode(user);
  const restricted = !canCopyOrDownload({ userPlan: user.userPlan, teamMode });
  const dialog = useCopyRestriction(restricted);
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <CopyRestrictedDialog onClose={dialog.close} />
    </Suspense>
  );
}
