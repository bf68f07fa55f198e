import { describe, expect, it } from 'vitest';
import { factgptDestination, factgptQueryToRemember } from './factgptHandoff';
import { isPublicPath, normalizePath, resolveGuard } from './guards';

const out = (pathname: string, search = '') => resolveGuard({ pathname, search, signedIn: false });
const inn = (pathname: string, search = '', analyticsAllowed?: boolean) =>
  resolveGuard({ pathname, search, signedIn: true, analyticsAllowed });

describe('signed-out visitors', () => {
  it('may read the public pages', () => {
    expect(out('/thank-you')).toBeNull();
    expect(out('/thank-you/lifetime-bundle')).toBeNull();
    expect(out('/terms')).toBeNull();
    expect(out('/share-blog/abc123')).toBeNull();
    expect(out('/login')).toBeNull();
  });

  it('may use the public FactGPT tool, which signed-in users leave for /factgpt with their query', () => {
    expect(out('/standalones/public')).toBeNull();
    expect(out('/standalones/public/', '?factgpt=why')).toBeNull();
    expect(out('/standalones/factgpt')).toBe('/login');
    expect(inn('/standalones/public')).toBe('/factgpt');
    expect(inn('/Standalones/Public/', '?factgpt=why')).toBe('/factgpt?factgpt=why');
  });

  it('go to login from every other page, known or not', () => {
    for (const path of ['/', '/dashboard', '/blogs', '/projects', '/optimizer/seo', '/account/profile', '/redirect', '/nope']) {
      expect(out(path)).toBe('/login');
    }
  });

  it('are not let in by a share-blog path without a blog id', () => {
    expect(out('/share-blog/')).toBe('/login');
    expect(out('/share-blog')).toBe('/login');
  });

  it('keep the team_id of an invitation on the way to login', () => {
    expect(out('/join', '?team_id=team-42')).toBe('/login?team_id=team-42');
    expect(out('/join', '?team_id=a%26b')).toBe('/login?team_id=a%26b');
    expect(out('/join')).toBe('/login');
  });
});

describe('signed-in users', () => {
  it('leave login for the dashboard', () => {
    expect(inn('/login')).toBe('/dashboard');
  });

  it('continue an invitation after signing in', () => {
    expect(inn('/login', '?team_id=team-42')).toBe('/join?team_id=team-42');
  });

  it('go from the parent paths to their default child, keeping the query', () => {
    expect(inn('/')).toBe('/dashboard');
    expect(inn('/workflows')).toBe('/workflows/files');
    expect(inn('/optimizer')).toBe('/optimizer/seo');
    expect(inn('/optimizer/')).toBe('/optimizer/seo');
    expect(inn('/standalones')).toBe('/factgpt');
    expect(inn('/standalones', '?factgpt=why')).toBe('/factgpt?factgpt=why');
    expect(inn('/account')).toBe('/account/profile');
    expect(inn('/content-planner')).toBe('/content-planner/topic');
  });

  it('stay on real pages, public ones included', () => {
    for (const path of ['/dashboard', '/workflows/outline', '/standalones/extender', '/optimizer/humanize', '/terms', '/join', '/nope']) {
      expect(inn(path)).toBeNull();
    }
  });

  it('reach the admin pages only as an administrator', () => {
    const admin = (pathname: string, adminAllowed?: boolean) => resolveGuard({ pathname, search: '', signedIn: true, adminAllowed });
    expect(admin('/admin/flags', false)).toBe('/dashboard');
    expect(admin('/Admin/Flags/', false)).toBe('/dashboard');
    expect(admin('/admin/flags', true)).toBeNull();
    expect(admin('/admin/flags')).toBeNull();
    expect(admin('/admin', true)).toBeNull();
    expect(admin('/admin', false)).toBe('/dashboard');
    expect(admin('/Admin/', false)).toBe('/dashboard');
    expect(resolveGuard({ pathname: '/admin/flags', search: '', signedIn: false })).toBe('/login');
  });

  it('reach analytics only when allowed', () => {
    expect(inn('/account/analytics', '', false)).toBe('/dashboard');
    expect(inn('/account/analytics', '', true)).toBeNull();
    expect(inn('/account/analytics')).toBeNull();
  });
});

describe('path helpers', () => {
  it('treat a trailing slash as the same page', () => {
    expect(normalizePath('/blogs/')).toBe('/blogs');
    expect(normalizePath('/')).toBe('/');
    expect(isPublicPath('/terms/')).toBe(true);
  });
});

describe('the factgpt hand-over', () => {
  it('remembers a factgpt query from a signed-out visitor only', () => {
    expect(factgptQueryToRemember('?factgpt=what%20is%20SEO', false)).toBe('?factgpt=what+is+SEO');
    expect(factgptQueryToRemember('?factgpt=x', true)).toBeNull();
    expect(factgptQueryToRemember('?tab=addon', false)).toBeNull();
  });

  it('sends the user to /factgpt with that query', () => {
    expect(factgptDestination('?factgpt=x')).toBe('/factgpt?factgpt=x');
    expect(factgptDestination('factgpt=x')).toBe('/factgpt?factgpt=x');
  });
});

describe('resolveGuard and letter case', () => {
  it('guards a path whatever its capitals, as the router matches it', () => {
    expect(resolveGuard({ pathname: '/Account/Analytics', search: '', signedIn: true, analyticsAllowed: false })).toBe('/dashboard');
    expect(resolveGuard({ pathname: '/LOGIN', search: '', signedIn: true })).toBe('/dashboard');
    expect(resolveGuard({ pathname: '/Dashboard', search: '', signedIn: false })).toBe('/login');
  });
});
