import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@web/api/session';
import { useUser } from '@web/api/users';
import { ApiError, errorMessage } from '@web/api/client';
import { accountProblem } from '@web/state/accountCheck';
import { CurrentUserProvider } from '@web/state/currentUser';
import { setErrorReportIdentity } from '@web/state/errorReporter';
import { clearTeamModeWithoutTeam } from '@web/state/teamMode';
import { AppLoader } from '../AppLoader';
import { CrashNotice } from '../CrashNotice';
import { ErrorBoundary } from '../ErrorBoundary';
import { CopyRestriction } from '../dialogs/CopyRestriction';
import { QuotaBanner } from '../QuotaBanner';
import { usageBannerDue } from '../banners/usageBannerRules';
import { AccountProblem } from './AccountProblem';
import { Shell } from './Shell';
import { withChunkTimeout } from '@web/routing/chunkTimeout';

const SessionExtras = lazy(() =>
  withChunkTimeout(import('./SessionExtras')).then((module) => ({ default: module.SessionExtras })),
);
const VerifyEmailBanner = lazy(() =>
  withChunkTimeout(import('../banners/VerifyEmailBanner')).then((module) => ({ default: module.VerifyEmailBanner })),
);
const UsageBanners = lazy(() =>
  withChunkTimeout(import('../banners/UsageBanners')).then((module) => ({ default: module.UsageBanners })),
);

/**
 * Everything behind sign-in: loads the user record, stops accounts that may not continue (spec §4),
 * then shows the app shell around the page with the what's-new dialog when it is due.
 */
export function SignedInLayout() {
  const session = useSession();
  const sessionUser = session.data?.user;
  const user = useUser(sessionUser?.id);

  useEffect(() => {
    if (user.data) {
      setErrorReportIdentity({ uid: user.data.uid, email: user.data.email });
      clearTeamModeWithoutTeam(user.data);
    }
  }, [user.data]);

  // The guard has already sent signed-out visitors to /login; this covers the moment of signing out.
  if (!sessionUser) return null;
  if (user.isPending) return <AppLoader />;
  if (user.isError) {
    const expired = user.error instanceof ApiError && (user.error.status === 401 || user.error.status === 403);
    if (expired) return <AccountProblem uid={sessionUser.id} message="Your session has ended. Please sign in again." />;
    return <CrashNotice detail={`We could not load your account. ${errorMessage(user.error)}`} />;
  }
  const problem = accountProblem(user.data, sessionUser.email);
  if (problem) return <AccountProblem uid={user.data.uid} message={problem} />;

  return (
    <CurrentUserProvider value={{ user: user.data, sessionEmail: sessionUser.email }}>
      <Shell>
        {user.data.emailVerificationPending ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        ) : null}
        <QuotaBanner />
        {usageBannerDue(user.data) ? (
          <Suspense fallback={null}>
            <UsageBanners />
          </Suspense>
        ) : null}
        <Outlet />
      </Shell>
      <CopyRestriction user={user.data} />
      {/* Optional dialogs: if their chunk fails to load, the page stays (the failure is reported). */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SessionExtras user={user.data} />
        </Suspense>
      </ErrorBoundary>
    </CurrentUserProvider>
  );
}
