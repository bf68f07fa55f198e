import { describe, expect, it } from 'vitest';
import { resolveGuard } from '@web/routing/guards';

const signedIn = (pathname: string, search = '') => resolveGuard({ pathname, search, signedIn: true });
const ID = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';

describe('content_checklist query', () => {
  it('opens the editor on the doc it names, from any page', () => {
    expect(signedIn('/dashboard', `?content_checklist=${ID}`)).toBe(`/blogs/editor?copy_id=${ID}&content_checklist=${ID}`);
    expect(signedIn('/', `?copy_id=${ID}&content_checklist=true`)).toBe(`/blogs/editor?copy_id=${ID}&content_checklist=true`);
  });

  it('opens a new doc when no doc is named, and leaves the editor itself alone', () => {
    expect(signedIn('/blogs', '?content_checklist=1')).toBe('/blogs/editor?content_checklist=1');
    expect(signedIn('/blogs/editor', `?copy_id=${ID}&content_checklist=1`)).toBeNull();
    expect(signedIn('/m/blogs/editor', '?content_checklist=1')).toBeNull();
    expect(signedIn('/blogs', '?search=x')).toBeNull();
  });

  it('still sends signed-out visitors to login first', () => {
    expect(resolveGuard({ pathname: '/dashboard', search: `?content_checklist=${ID}`, signedIn: false })).toBe('/login');
  });
});
