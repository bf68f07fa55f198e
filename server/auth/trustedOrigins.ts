import type { TEnv } from '../env';

type TOriginEnv = Pick<TEnv, 'APP_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>;

/**
 * The origins whose pages may call the API and open the co-editing socket with the session cookie:
 * the app's own (APP_URL), TRUSTED_ORIGINS, and in development Vite's dev server on :5173 (which
 * proxies the API). One list for better-auth, the origin check on writes and the socket.
 */
export function trustedOriginList(env: TOriginEnv): string[] {
  const listed = [env.APP_URL, ...env.TRUSTED_ORIGINS, ...(env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])];
  const origins = new Set<string>();
  for (const entry of listed) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // not a URL: it can match no browser's Origin header
    }
  }
  return [...origins];
}
