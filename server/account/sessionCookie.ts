import type { TAuth } from '../auth/auth';

/** A Set-Cookie that removes the session cookie (same name and attributes better-auth set it with). */
export async function expiredSessionCookie(auth: TAuth): Promise<string> {
  const cookie = (await auth.$context).authCookies.sessionToken;
  const secure = cookie.attributes.secure ? '; Secure' : '';
  return `${cookie.name}=; Path=${cookie.attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
