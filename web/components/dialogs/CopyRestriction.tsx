import { lazy, Suspense } from 'react';
import type { TUser } from '@core/api/users';
import { canCopyOrDownload } from '@core/plans/copyRule';
import { useCopyRestriction } from '@web/hooks/useCopyRestriction';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeCopyRestricted, useCopyRestrictedRequest } from '@web/state/copyRestricted';
import { useFlag } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';

const CopyRestrictedDialog = lazy(() =>
  withChunkTimeout(import('./CopyRestrictedDialog')).then((module) => ({ default: module.CopyRestrictedDialog })),
);

/**
 * Whether copy, cut and print are allowed: the copy-download flag decides (spec §6); until it has
 * loaded, its default, the plan table's rule (free plans outside team mode may not, spec §4), holds.
 */
export function copyAllowed(flag: unknown, fallback: boolean): boolean {
  return typeof flag === 'boolean' ? flag : fallback;
}

/** Blocks copy, cut and print (and explains a refused export) where the copy-download flag (by default: free plans outside team mode) says so. */
export function CopyRestriction({ user }: { user: TUser }) {
  const teamMode = useTeamMode(user);
  const allowed = copyAllowed(useFlag('copy-download'), canCopyOrDownload({ userPlan: user.userPlan, teamMode }));
  const dialog = useCopyRestriction(!allowed);
  // A refused export opens it too (web/state/copyRestricted.ts), whatever the flag said here.
  const requested = useCopyRestrictedRequest() !== null;
  if (!dialog.open && !requested) return null;
  const close = () => {
    dialog.close();
    closeCopyRestricted();
  };
  return (
    <Suspense fallback={null}>
      <CopyRestrictedDialog onClose={close} />
    </Suspense>
  );
}
