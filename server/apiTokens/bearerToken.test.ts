import { describe, expect, it } from 'vitest';
import { isBearerWithoutCookie, readBearerToken } from './bearerToken';
import { isBrowserOnlyCall } from './browserOnlyCalls';

describe('readBearerToken', () => {
  it('reads the credential of a Bearer header, whatever the scheme’s case and the spaces', () => {
    expect(readBearerToken({ authorization: 'Bearer lf_abc' })).toBe('lf_abc');
    expect(readBearerToken({ authorization: '  bearer \t lf_abc  ' })).toBe('lf_abc');
  });

  it('keeps an empty Bearer as a Bearer request (refused for its token, not read as signed out)', () => {
    expect(readBearerToken({ authorization: 'Bearer' })).toBe('');
    expect(readBearerToken({ authorization: 'Bearer   ' })).toBe('');
  });

  it('ignores requests without one, and other schemes', () => {
    expect(readBearerToken({})).toBeNull();
    expect(readBearerToken({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(readBearerToken({ authorization: 'Bearerlf_abc' })).toBeNull();
  });
});

describe('isBearerWithoutCookie', () => {
  it('is true only for a Bearer request that carries no cookie', () => {
    expect(isBearerWithoutCookie({ authorization: 'Bearer lf_abc' })).toBe(true);
    expect(isBearerWithoutCookie({ authorization: 'Bearer lf_abc', cookie: 'better-auth.session_token=x' })).toBe(false);
    expect(isBearerWithoutCookie({ cookie: 'better-auth.session_token=x' })).toBe(false);
  });
});

describe('isBrowserOnlyCall', () => {
  it('matches the method and the route pattern exactly', () => {
    expect(isBrowserOnlyCall('DELETE', '/api/account')).toBe(true);
    expect(isBrowserOnlyCall('delete', '/api/account')).toBe(true);
    expect(isBrowserOnlyCall('GET', '/api/account/profile')).toBe(false);
    expect(isBrowserOnlyCall('POST', '/api/revoke/api/token')).toBe(false);
    expect(isBrowserOnlyCall('POST', undefined)).toBe(false);
  });
});
