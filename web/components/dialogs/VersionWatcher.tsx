import { lazy, Suspense, useState } from 'react';
import { useVersionFile } from '@web/api/versionFile';
import { withChunkTimeout } from '@web/routing/chunkTimeout';

const UpdateAvailableDialog = lazy(() =>
  withChunkTimeout(import('./UpdateAvailableDialog')).then((module) => ({ default: module.UpdateAvailableDialog })),
);

/**
 * Offers the new build when /version.json names another hash than the running one (spec §4).
 * "Later" hides the offer for that build only; a newer one asks again.
 */
export function VersionWatcher() {
  const latest = useVersionFile().data;
  const [dismissedHash, setDismissedHash] = useState<string | null>(null);
  if (!latest || latest.hash === __APP_HASH__ || latest.hash === dismissedHash) return null;
  return (
    <Suspense fallback={null}>
      <UpdateAvailableDialog versionFile={latest} onLater={() => setDismissedHash(latest.hash)} />
    </Suspense>
  );
}
