import { createContext, use, type ReactNode } from 'react';
import type { TUser } from '@core/api/users';

/** The signed-in user, present for every screen inside the app shell. */
type TCurrentUser = { user: TUser; sessionEmail: string };

const CurrentUserContext = createContext<TCurrentUser | null>(null);

export function CurrentUserProvider({ value, children }: { value: TCurrentUser; children: ReactNode }) {
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

/** The signed-in user; only screens inside SignedInLayout may ask. */
export function useCurrentUser(): TUser {
  const value = use(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser is only available inside the signed-in layout.');
  return value.user;
}
