import { Outlet } from 'react-router';
import { AnnouncementBanner } from '@web/components/AnnouncementBanner';

/** Pages outside the app shell (login, terms, thank-you, shared blogs): the banner, then the page. */
export function PublicLayout() {
  return (
    <>
      <AnnouncementBanner />
      <Outlet />
    </>
  );
}
