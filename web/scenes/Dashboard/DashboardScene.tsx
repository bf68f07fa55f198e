import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { factgptDestination, takeFactgptQuery } from '@web/routing/factgptHandoff';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { accountFacts } from './accountFacts';
import { AccountSummary } from './AccountSummary';
import { RunsLeft } from './RunsLeft';

// The shortcuts and the latest work load as one chunk of their own, right after the account summary:
// their links, icons, flags and list calls would otherwise grow the first load past its 200 KB budget.
const DashboardSections = lazy(() => import('./DashboardSections').then((module) => ({ default: module.DashboardSections })));
// The onboarding flow or checklist (its forms and icons) is a chunk of its own for the same reason.
const OnboardingSection = lazy(() => import('./OnboardingSection').then((module) => ({ default: module.OnboardingSection })));

/** /dashboard: the user's plan, credits and active project, shortcuts into every area, and the latest work. */
export function DashboardScene() {
  const user = useCurrentUser();
  const activeProject = useActiveProject(user);
  const navigate = useNavigate();

  // A FactGPT link opened before signing in continues here (spec §2).
  useEffect(() => {
    const query = takeFactgptQuery();
    if (query) navigate(factgptDestination(query), { replace: true });
  }, [navigate]);

  return (
    <PageFrame
      title={`Welcome, ${user.displayName}`}
      tabTitle="Dashboard"
      description="Your plan, the credits you have used and your active project, with shortcuts to the tools and your latest work."
    >
      <Suspense fallback={null}>
        <OnboardingSection />
      </Suspense>
      <AccountSummary facts={accountFacts(user, activeProject?.projectName ?? null)} />
      <RunsLeft />
      <Suspense fallback={null}>
        <DashboardSections />
      </Suspense>
    </PageFrame>
  );
}
