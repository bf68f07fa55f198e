/** What the provider put in the address when it sent the person back to /integrations/<target>. */
export type TOAuthReturn = { kind: 'code'; code: string; state: string } | { kind: 'error'; error: string; description: string | null } | null;

/** Parameters a provider adds to the return address; removed once read, so a reload posts nothing again. */
const RETURN_PARAMS = ['code', 'state', 'error', 'error_description', 'scope', 'hd', 'authuser', 'prompt'] as const;

/** Reads the return of a sign-in: a code with its state, the provider's refusal (error=access_denied), or nothing. */
export function readOAuthReturn(search: string): TOAuthReturn {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { kind: 'error', error, description: params.get('error_description') };
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { kind: 'code', code, state } : null;
}

/** The query without the sign-in's parameters ('' when nothing else is left), for history.replace. */
export function withoutOAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * States already posted in this page's life: React runs a mount effect twice in development, and a
 * code can be traded once, so the second run must not post it again.
 */
const handled = new Set<string>();

/** True the first time a state is seen (then it counts as handled). */
export function claimOAuthReturn(state: string): boolean {
  if (handled.has(state)) return false;
  handled.add(state);
  return true;
}
