import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { APP_LOADER_MS } from '@core/constants';
import { isDown, useAppConfig } from '@web/api/appConfig';
import { useSession } from '@web/api/session';
import { useUser } from '@web/api/users';
import { useMinimumDelay } from '@web/hooks/useMinimumDelay';
import { router } from '@web/routes';
import { AppLoader } from './AppLoader';
import { VersionWatcher } from './dialogs/VersionWatcher';
import { MaintenancePage } from './MaintenancePage';

/**
 * The app's states (spec §4): the loader for at least 1 s and until the config, the session and the
 * signed-in user have arrived; then the maintenance page while downtime is left, else the app.
 * A config that fails to load does not block the app: it only means no banner and no downtime check.
 * Once the calls are in, the page mounts behind the loader (inert and hidden until the second is up),
 * so the rest of that second goes into preparing it: a long doc opens in the editor ready to type.
 * The loader shows once: later sign-ins load the user inside the app, without unmounting the router.
 */
export function Boot() {
  const minimumShown = useMinimumDelay(APP_LOADER_MS);
  const config = useAppConfig();
  const session = useSession();
  const uid = session.data?.user.id;
  const user = useUser(uid);

  const [booted, setBooted] = useState(false);
  const loaded = !config.isPending && !session.isPending && !(Boolean(uid) && user.isPending);
  if (minimumShown && loaded && !booted) setBooted(true);
  if (!booted && !loaded) return <AppLoader />;
  if (config.data && isDown(config.data)) return booted ? <MaintenancePage config={config.data} /> : <AppLoader />;
  return (
    <>
      <div style={{ display: 'contents' }} inert={!booted} aria-hidden={booted ? undefined : true}>
        <RouterProvider router={router} />
      </div>
      {booted ? <VersionWatcher /> : <AppLoader cover />}
    </>
  );
}
