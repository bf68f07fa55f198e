import { QuickLinks } from './QuickLinks';
import { RecentActivity } from './RecentActivity';

/** The dashboard below the account summary: shortcuts into every area, then the latest work. */
export function DashboardSections() {
  return (
    <>
      <QuickLinks />
      <RecentActivity />
    </>
  );
}
