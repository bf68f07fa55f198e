import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '@core/constants';
import type { TUser } from '@core/api/users';
import { shouldShowWhatsNew } from '@core/version';
import { markVersionSeen, updateCachedUser } from '@web/api/users';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { reportClientError } from '@web/state/errorReporter';

const WhatsNewDialog = lazy(() =>
  withChunkTimeout(import('./WhatsNewDialog')).then((module) => ({ default: module.WhatsNewDialog })),
);

/** Shows what's new once per version to users who have not seen it (spec §4); closing records it. */
export function WhatsNew({ user }: { user: TUser }) {
  const client = useQueryClient();
  const [closed, setClosed] = useState(false);
  const due = shouldShowWhatsNew({
    appVersion: APP_VERSION,
    lastSeenVersion: user.lastSeenVersion,
    automatedUser: user.automatedUser,
  });
  if (!due || closed) return null;

  const close = () => {
    setClosed(true);
    markVersionSeen(user.uid, APP_VERSION)
      .then((version) => updateCachedUser(client, user.uid, (current) => ({ ...current, lastSeenVersion: version })))
      .catch((error: unknown) => reportClientError(error, 'Recording the seen version failed'));
  };

  return (
    <Suspense fallback={null}>
      <WhatsNewDialog onClose={close} />
    </Suspense>
  );
}
