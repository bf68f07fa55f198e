import crypto from 'node:crypto';
import type { TAddUserInput } from '@core/api/signUp';
import type { TUserDetailsRecord } from '@core/api/users';
import type { TApp } from '../context';
import { TEST_ORIGIN } from './testApp';

export type TTestUser = TUserDetailsRecord & { cookie: string; password: string };

/** The session cookie pair ("name=value") out of a response's set-cookie headers. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

/** Signs a new user up through the real sign-up call and returns their record and session cookie. */
export async function buildUser(app: TApp, overrides: Partial<TAddUserInput> = {}): Promise<TTestUser> {
  const input: TAddUserInput = {
    name: 'Test Writer',
    email: `writer-${crypto.randomBytes(5).toString('hex')}@example.com`,
    password: 'correct-horse-42',
    project_name: 'First project',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/add/user', headers: { origin: TEST_ORIGIN }, payload: input });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...response.json<{ user: TUserDetailsRecord }>().user, cookie: sessionCookie(response.headers['set-cookie']), password: input.password };
}
