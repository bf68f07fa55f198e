import { lazy, Suspense, useState } from 'react';
import { useLogout } from '@web/hooks/useLogout';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { useCurrentUser } from '@web/state/currentUser';
import { ProfileButton } from './ProfileButton';

// Loaded just after the shell paints, like the project switcher's menu (see ProjectSwitcher).
const ProfileMenuContent = lazy(() =>
  withChunkTimeout(import('./ProfileMenuContent')).then((module) => ({ default: module.ProfileMenuContent })),
);

/** The profile menu at the foot of the navigation (spec §2). */
export function ProfileMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const logout = useLogout(user.uid);
  const [openRequested, setOpenRequested] = useState(false);

  return (
    <Suspense
      fallback={<ProfileButton name={user.displayName} email={user.email} onClick={() => setOpenRequested(true)} />}
    >
      <ProfileMenuContent
        user={user}
        onLogout={() => void logout()}
        onNavigate={onNavigate}
        defaultOpened={openRequested}
      />
    </Suspense>
  );
}
