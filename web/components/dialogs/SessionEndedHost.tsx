import { lazy, Suspense, useEffect } from 'react';
import { queryClient } from '@web/api/queryClient';
import { sessionKey } from '@web/api/session';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeSessionEnded, useSessionEnded } from '@web/state/sessionEnded';

// The Modal's code (and its positioning library) loads only when a session ends, not with /login.
const SessionEndedDialog = lazy(() =>
  withChunkTimeout(import('./SessionEndedDialog')).then((module) => ({ default: module.SessionEndedDialog })),
);

/**
 * Spec §8's restricted dialog for a session the server ended (another device logged in): the app
 * forgets the session at once, so the route guard goes to /login, and the dialog stays over the
 * login page until the person has read why.
 */
export function SessionEndedHost() {
  const ended = useSessionEnded();
  useEffect(() => {
    if (!ended) return;
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({ queryKey: ['user'] });
  }, [ended]);
  if (!ended) return null;
  const signInAgain = () => {
    closeSessionEnded();
    if (window.location.pathname !== '/login') window.location.assign('/login');
  };
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog message={ended.message} onSignInAgain={signInAgain} />
    </Suspense>
  );
}
