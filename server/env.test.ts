import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no settings at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000', AUTOMATED_USER_EMAILS: [] });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BETTER_AUTH_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*BETTER_AUTH_SECRET: must be at least 32/,
    );
  });

  it('treats empty values as unset and splits lists', () => {
    const env = parseEnv({ DATABASE_URL: '', AUTOMATED_USER_EMAILS: 'a@x.com, b@x.com', TRUSTED_ORIGINS: 'http://localhost:5173' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTOMATED_USER_EMAILS).toEqual(['a@x.com', 'b@x.com']);
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:5173']);
  });

  it('wants the database and the three secrets set alike on every server when REDIS_URL says there are several', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /DATABASE_URL: is required with REDIS_URL[\s\S]*BETTER_AUTH_SECRET: is required[\s\S]*ENCRYPTION_KEY: is required[\s\S]*TRANSPORT_PRIVATE_KEY: is required/,
    );
    const env = parseEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://postgres@127.0.0.1/longform',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: `${'A'.repeat(43)}=`,
      TRANSPORT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\n…\\n-----END PRIVATE KEY-----',
    });
    expect(env.REDIS_KEY_PREFIX).toBe('longform:');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
  });
});
