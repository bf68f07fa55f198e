import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canAccessAnalytics } from '@core/plans/rules';
import { useSession } from '@web/api/session';
import { useUser } from '@web/api/users';
import { factgptQueryToRemember, rememberFactgptQuery } from './factgptHandoff';
import { resolveGuard } from './guards';

/** Applies the route guards of spec §2 to every navigation; see guards.ts for the rules. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const user = useUser(session.data?.user.id);
  const analyticsAllowed = user.data ? canAccessAnalytics(user.data) : undefined;
  const adminAllowed = user.data?.isAdmin;

  useEffect(() => {
    const query = factgptQueryToRemember(search, signedIn);
    if (query) rememberFactgptQuery(query);
  }, [search, signedIn]);

  const target = resolveGuard({ pathname, search, signedIn, analyticsAllowed, adminAllowed });
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
