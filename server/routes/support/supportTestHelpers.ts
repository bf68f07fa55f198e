import type { TApp } from '../../context';
import type { TTestUser } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/testApp';

/** One call of the support API as this person (null: signed out). */
export function supportCall(app: TApp, user: TTestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Turns the chat-support flag off for these emails only (an administrator's override, as on /admin/flags). */
export async function turnChatSupportOff(app: TApp, admin: TTestUser, emails: string[]): Promise<void> {
  const response = await supportCall(app, admin, 'PUT', '/api/admin/flags/chat-support', { overrides: [{ value: false, emails }] });
  if (response.statusCode !== 200) throw new Error(`flag override failed: ${response.statusCode} ${response.body}`);
}
