import crypto from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS } from '@core/api/apiTokens';

/** A new token as its owner receives it once (`secret`), and what is kept of it: a SHA-256 and its first characters. */
export type TNewApiToken = { secret: string; hash: string; prefix: string };

/** The stored form of a token: hex SHA-256 (the token has 256 random bits, so a fast hash is enough). */
export function hashApiToken(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** lf_ + 32 random bytes in base64url. */
export function generateApiToken(): TNewApiToken {
  const secret = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiToken(secret), prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS) };
}
