/**
 * Spec §2: a `factgpt` query from a logged-out visitor is remembered, and once the user has signed
 * in and the dashboard has loaded, they continue to /factgpt with that query. sessionStorage keeps it
 * for this tab only.
 */
const KEY = 'longform:factgpt-query';

/** The query to remember for a visit, or null when there is nothing to hand over. */
export function factgptQueryToRemember(search: string, signedIn: boolean): string | null {
  if (signedIn) return null;
  const params = new URLSearchParams(search);
  return params.has('factgpt') ? `?${params}` : null;
}

/** Where the dashboard sends the user for a remembered query. */
export function factgptDestination(query: string): string {
  return `/factgpt${query.startsWith('?') ? query : `?${query}`}`;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberFactgptQuery(query: string): void {
  try {
    session()?.setItem(KEY, query);
  } catch {
    // Storage blocked: the visitor lands on the dashboard instead of FactGPT.
  }
}

/** Reads and forgets the remembered query, so the hand-over happens once. */
export function takeFactgptQuery(): string | null {
  try {
    const query = session()?.getItem(KEY) ?? null;
    session()?.removeItem(KEY);
    return query;
  } catch {
    return null;
  }
}
