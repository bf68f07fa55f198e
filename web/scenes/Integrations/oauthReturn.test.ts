import { describe, expect, it } from 'vitest';
import { claimOAuthReturn, readOAuthReturn, withoutOAuthParams } from './oauthReturn';

describe('the return of a sign-in', () => {
  it('reads a code with its state, a refusal, or nothing', () => {
    expect(readOAuthReturn('?code=abc&state=xyz')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' });
    expect(readOAuthReturn('?error=access_denied&error_description=The+user+denied&state=xyz')).toEqual({ kind: 'error', error: 'access_denied', description: 'The user denied' });
    expect(readOAuthReturn('?code=abc')).toBeNull();
    expect(readOAuthReturn('')).toBeNull();
  });

  it('removes the sign-in’s parameters and keeps the others', () => {
    expect(withoutOAuthParams('?code=abc&state=xyz&scope=content')).toBe('');
    expect(withoutOAuthParams('?tab=log&code=abc&state=xyz')).toBe('?tab=log');
  });

  it('lets a state be posted once, however often the effect runs', () => {
    expect(claimOAuthReturn('state-1')).toBe(true);
    expect(claimOAuthReturn('state-1')).toBe(false);
    expect(claimOAuthReturn('state-2')).toBe(true);
  });
});
