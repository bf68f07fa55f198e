import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canAccessAnalytics } from '@core/plans/rules';
import { useSession } from '@web/api/session';
import { useUser } from '@web/api/users';
import { showAlert } from '@web/state/alerts';
import { AppLoader } from '@web/components/AppLoader';
import { factgptQueryToRemember, rememberFactgptQuery } from './factgptHandoff';
import { flaggedPageFor } from './flaggedPages';
import { flagGuardMessage, normalizePath, resolveFlagGuard, resolveGuard, type TFlagGuard } from './guards';
import { useRouteFlags } from './useRouteFlags';

/** Leaves a page its flags switched off for the dashboard, saying why. */
function FlagRedirect({ guard }: { guard: TFlagGuard }) {
  const message = flagGuardMessage(guard);
  useEffect(() => {
    showAlert(message, 'warning');
  }, [message]);
  return <Navigate to={guard.to} replace />;
}

/** Applies the route guards of spec §2 and the page flags of §6 to every navigation; see guards.ts for the rules. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const user = useUser(session.data?.user.id);
  const analyticsAllowed = user.data ? canAccessAnalytics(user.data) : undefined;
  const adminAllowed = user.data?.isAdmin;
  const route = useRouteFlags(signedIn ? user.data : undefined);

  useEffect(() => {
    const query = factgptQueryToRemember(search, signedIn);
    if (query) rememberFactgptQuery(query);
  }, [search, signedIn]);

  const target = resolveGuard({ pathname, search, signedIn, analyticsAllowed, adminAllowed });
  if (target) return <Navigate to={target} replace />;
  const flagGuard = resolveFlagGuard(pathname, route.flags);
  if (flagGuard) return <FlagRedirect guard={flagGuard} />;
  // A flagged page waits for its flags, so a page switched off never shows for a moment.
  if (route.pending && flaggedPageFor(normalizePath(pathname).toLowerCase())) return <AppLoader />;
  return <Outlet />;
}
