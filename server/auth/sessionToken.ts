import crypto from 'node:crypto';

/**
 * The session token out of better-auth's signed cookie ("<token>.<base64 HMAC-SHA256>", URL-encoded),
 * or null when the cookie is missing or its signature is wrong. Lets API requests resolve the
 * session with one query instead of better-auth's full getSession (server/middleware/session.ts).
 */
export function readSessionToken(cookieHeader: string | undefined, cookieName: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const prefix = `${cookieName}=`;
  const pair = cookieHeader.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!pair) return null;
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(prefix.length));
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
  return token;
}
