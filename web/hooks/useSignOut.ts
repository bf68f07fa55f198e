import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@web/api/client';
import { sessionKey, signOutRequest } from '@web/api/session';
import { clearActiveProjectId } from '@web/state/activeProject';
import { showAlert } from '@web/state/alerts';
import { setErrorReportIdentity } from '@web/state/errorReporter';
import { resetLastSaved } from '@web/state/lastSaved';

/**
 * Signs out (spec §4): the server ends the session, the client forgets the user and the active
 * project, and the browser goes to /login. Resolves false, with an alert, when the server refused;
 * `force` signs the browser out even then (an account that may not continue must leave).
 */
export function useSignOut(): (uid: string, options?: { force?: boolean }) => Promise<boolean> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (uid: string, options: { force?: boolean } = {}) => {
      try {
        await signOutRequest();
      } catch (error) {
        if (!options.force) {
          showAlert(errorMessage(error));
          return false;
        }
      }
      clearActiveProjectId(uid);
      resetLastSaved();
      setErrorReportIdentity({});
      client.setQueryData(sessionKey, null);
      client.removeQueries({ queryKey: ['user'] });
      navigate('/login', { replace: true });
      return true;
    },
    [client, navigate],
  );
}
