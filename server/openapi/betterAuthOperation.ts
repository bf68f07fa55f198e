/** better-auth's catch-all route (routes/auth/mountAuth.ts). */
export const BETTER_AUTH_ROUTE = '/api/auth/*';

/**
 * better-auth's endpoints are one catch-all route with no zod schema of ours, so the document keeps
 * them as one operation that names the ones Longform uses and links to better-auth's reference,
 * rather than a hand-written copy of its shapes that would drift (docs/decisions.md).
 */
export const BETTER_AUTH_OPERATION = {
  tags: ['Sign-in (better-auth)'],
  summary: 'Sign-in, sessions and passwords (better-auth)',
  description: [
    'Served by better-auth (https://www.better-auth.com/docs/concepts/api), at `/api/auth/<endpoint>`. The ones Longform uses:',
    '`POST sign-in/email` {email, password, rememberMe}, `POST sign-out`, `GET get-session`, `POST request-password-reset` {email, redirectTo},',
    '`POST reset-password` {newPassword, token}, `POST change-password`, `POST send-verification-email`, `GET verify-email`.',
    'Accounts are made with `POST /api/add/user`; `sign-up/*` answers 404. These endpoints read the session cookie only:',
    'an API token (`Authorization: Bearer`) is not accepted here, and scripts have no need of them.',
  ].join(' '),
};
