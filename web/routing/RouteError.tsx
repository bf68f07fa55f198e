import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashNotice } from '@web/components/CrashNotice';
import { reportClientError } from '@web/state/errorReporter';
import { CHUNK_TIMEOUT_MESSAGE } from './chunkTimeout';

/** A screen failed to load or render: report it and offer a reload (likely a new version was published). */
export function RouteError() {
  const error = useRouteError();
  const isChunkFailure =
    error instanceof Error &&
    (error.message === CHUNK_TIMEOUT_MESSAGE || /dynamically imported module|Importing a module script/i.test(error.message));

  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error, 'Route error');
  }, [error]);

  return (
    <CrashNotice
      detail={
        isChunkFailure
          ? 'Part of the app could not be loaded, perhaps because a new version was just published. Reload to continue.'
          : undefined
      }
    />
  );
}
