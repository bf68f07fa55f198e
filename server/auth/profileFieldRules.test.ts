import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';

// better-auth's own profile endpoints follow the profile page's field rules.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
}, 60_000);
afterAll(() => harness.close());

const post = (url: string, cookie: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' }, payload });

describe('better-auth’s profile endpoints', () => {
  it('refuse an empty or over-long name, and accept a good one', async () => {
    const writer = await buildUser(harness.app);
    for (const [name, message] of [['', 'Please enter your name.'], ['x'.repeat(101), 'Your name can be at most 100 characters.']]) {
      const response = await post('/api/auth/update-user', writer.cookie, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await post('/api/auth/update-user', writer.cookie, { name: 'Fine Name' })).statusCode).toBe(200);
  });

  it('refuse a new password without a number, as sign-up does', async () => {
    const writer = await buildUser(harness.app);
    const response = await post('/api/auth/change-password', writer.cookie, { currentPassword: writer.password, newPassword: 'onlyletters' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Use at least one letter and one number in your password.');
  });
});
