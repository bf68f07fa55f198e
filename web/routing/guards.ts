import { flaggedPageFor } from './flaggedPages';

/**
 * The route guards of spec §2 as one pure decision: where a visitor must go instead of the URL they
 * asked for, or null to stay. RootLayout applies it on every navigation.
 */
export type TGuardInput = {
  pathname: string;
  search: string;
  signedIn: boolean;
  /** canAccessAnalytics for the signed-in user; undefined while the user is still loading. */
  analyticsAllowed?: boolean;
  /** Whether the signed-in user is an administrator (ADMIN_EMAILS); undefined while the user is still loading. */
  adminAllowed?: boolean;
};

/**
 * The public FactGPT tool (spec §1: 15 free runs a day) for signed-out visitors; signed-in users have
 * /factgpt itself, so they go there (docs/decisions.md "FactGPT").
 */
export const PUBLIC_TOOL_PATH = '/standalones/public';

/** Pages anyone may read without signing in (the password pages too: a reset link may be opened either way). */
const PUBLIC_PATHS = ['/thank-you', '/thank-you/lifetime-bundle', '/terms', PUBLIC_TOOL_PATH, '/forgot-password', '/reset-password'];
const PUBLIC_PREFIXES = ['/share-blog/'];

/** Parent paths that only lead to one of their children. */
const BARE_REDIRECTS: Record<string, string> = {
  '/': '/dashboard',
  '/workflows': '/workflows/files',
  '/optimizer': '/optimizer/seo',
  '/standalones': '/factgpt',
  '/account': '/account/profile',
  '/content-planner': '/content-planner/topic',
};

/** "/blogs/" and "/blogs" are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PUBLIC_PATHS.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

function withTeamId(path: string, search: string): string {
  const teamId = new URLSearchParams(search).get('team_id');
  return teamId ? `${path}?${new URLSearchParams({ team_id: teamId })}` : path;
}

/** The editor's pages (desktop and phone layout). */
export const EDITOR_PATHS = ['/blogs/editor', '/m/blogs/editor'];

/**
 * "A content_checklist query routes to the editor" (spec §2): on any other page it opens the
 * editor, on the doc the query names (its value when that is a doc id, else copy_id), or on a new
 * doc; the query is kept for the editor. docs/decisions.md, Editor.
 */
export function contentChecklistTarget(path: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('content_checklist') || EDITOR_PATHS.includes(path)) return null;
  const value = params.get('content_checklist') ?? '';
  const copyId = params.get('copy_id') || (/^[0-9a-f-]{36}$/i.test(value) ? value : '');
  return `/blogs/editor?${new URLSearchParams({ ...(copyId ? { copy_id: copyId } : {}), content_checklist: value })}`;
}

export function resolveGuard({ pathname, search, signedIn, analyticsAllowed, adminAllowed }: TGuardInput): string | null {
  // The router matches paths whatever their case, so the guards must too (/Account/Analytics).
  const path = normalizePath(pathname).toLowerCase();
  if (!signedIn) {
    if (path === '/login' || isPublicPath(path)) return null;
    // An invitation link keeps its team so the visitor can join once signed in.
    if (path === '/join') return withTeamId('/login', search);
    return '/login';
  }
  if (path === '/login') {
    // Signed in from an invitation: carry on to joining that team.
    return new URLSearchParams(search).has('team_id') ? withTeamId('/join', search) : '/dashboard';
  }
  if (path === PUBLIC_TOOL_PATH) return `/factgpt${search}`;
  const checklist = contentChecklistTarget(path, search);
  if (checklist) return checklist;
  const bare = BARE_REDIRECTS[path];
  if (bare) return `${bare}${search}`;
  if (path === '/account/analytics' && analyticsAllowed === false) return '/dashboard';
  if ((path === '/admin' || path.startsWith('/admin/')) && adminAllowed === false) return '/dashboard';
  return null;
}

/** Where a page switched off by its feature flags sends the visitor, and the page's name for the alert. */
export type TFlagGuard = { to: '/dashboard'; page: string };

/**
 * A page whose feature flags are all off does not open by URL either (docs/decisions.md "Flags"):
 * back to /dashboard, naming the page. Undefined flags (still loading, or the call failed) decide
 * nothing here; the server enforces the same flags on its own calls.
 */
export function resolveFlagGuard(pathname: string, flags: Record<string, unknown> | undefined): TFlagGuard | null {
  if (!flags) return null;
  const page = flaggedPageFor(normalizePath(pathname).toLowerCase());
  if (!page || page.flags.some((id) => flags[id] !== false)) return null;
  return { to: '/dashboard', page: page.label };
}

/** The alert a flag guard shows on the dashboard. */
export function flagGuardMessage(guard: TFlagGuard): string {
  return `${guard.page} is not available on your account, so we brought you to the dashboard.`;
}
