import { z } from 'zod';

/**
 * Personal API tokens (issue 22): `Authorization: Bearer lf_…` acts as the person who made the token,
 * under the same rules and rate limits as their browser. The token is shown once, when it is made.
 *
 * GET  /api/fetch/api/tokens                → { tokens, can_create, max_active }
 * POST /api/create/api/token  { name }      → 201 { token, secret }  (signed in through the browser only)
 * POST /api/revoke/api/token  { token_id }  → { token }
 */
export const API_TOKEN_LIMITS = {
  nameChars: 60,
  /** Tokens one person may have working at once. */
  activePerUser: 10,
  /** Revoked tokens kept in the list (newest first); older ones are removed when a token is made. */
  revokedKept: 20,
} as const;

/** Every token starts with this, so a leaked one is recognisable (and scanners can find it). */
export const API_TOKEN_PREFIX = 'lf_';
/** lf_ followed by 32 random bytes in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^lf_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token the list shows to tell tokens apart (lf_ and six more). */
export const API_TOKEN_SHOWN_CHARS = 9;

const looksLikeMarkup = (value: string) => /<\/?[A-Za-z!][^>]*>/.test(value);

export const ZApiTokenName = z
  .string({ error: 'Please name the token.' })
  .trim()
  .min(1, 'Please name the token.')
  .max(API_TOKEN_LIMITS.nameChars, `A token name can be at most ${API_TOKEN_LIMITS.nameChars} characters.`)
  .refine((value) => !looksLikeMarkup(value), 'A token name is plain text: HTML tags are not allowed.');

export const ZApiTokenCreateInput = z.object({ name: ZApiTokenName });
export type TApiTokenCreateInput = z.input<typeof ZApiTokenCreateInput>;

/** A token of one's own; any other id (someone else's, unknown, malformed) answers 404. */
export const ZApiTokenRevokeInput = z.object({ token_id: z.string({ error: 'Send token_id.' }).min(1, 'Send token_id.').max(100) });

/** A token as its owner sees it: never the token itself, only its first characters. */
export const ZApiToken = z.object({
  token_id: z.string(),
  name: z.string(),
  /** The token's first characters (lf_ and six more). */
  prefix: z.string(),
  created_at: z.string(),
  /** When a request last used it (updated about once a minute); null before its first use. */
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  abilities: z.object({ revoke: z.boolean() }),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenListResponse = z.object({
  tokens: z.array(ZApiToken),
  /** Whether this request may make a token: signed in through the browser and under the limit. */
  can_create: z.boolean(),
  /** Why it may not (shown beside the disabled form), or null. */
  create_refusal: z.string().nullable(),
  max_active: z.number(),
});
export type TApiTokenListResponse = z.infer<typeof ZApiTokenListResponse>;

/** The new token: `secret` is the only time the whole token is sent; it is not kept. */
export const ZApiTokenCreatedResponse = z.object({ token: ZApiToken, secret: z.string() });
export type TApiTokenCreatedResponse = z.infer<typeof ZApiTokenCreatedResponse>;

export const ZApiTokenResponse = z.object({ token: ZApiToken });
