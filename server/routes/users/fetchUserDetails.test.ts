import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserDetailsRecord } from '@core/api/users';
import { teamMembers, teams } from '../../db/schema';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, sessionCookie, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ AUTOMATED_USER_EMAILS: 'robot@example.com' });
  ann = await buildUser(harness.app, { email: 'ann@example.com' });
  bob = await buildUser(harness.app, { email: 'bob@example.com' });
});
afterAll(async () => harness.close());

const details = (uniqueId: string | undefined, cookie?: string) =>
  harness.app.inject({
    url: uniqueId === undefined ? '/api/fetch/user/details' : `/api/fetch/user/details?unique_id=${uniqueId}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/fetch/user/details', () => {
  it('returns the session user’s snake-case record', async () => {
    const response = await details(ann.unique_id, ann.cookie);
    expect(response.statusCode).toBe(200);
    const record = ZUserDetailsRecord.parse(response.json());
    expect(record).toMatchObject({ unique_id: ann.unique_id, email: 'ann@example.com', automated_user: false });
    expect(Object.keys(response.json())).not.toContain('password');
  });

  it('refuses another user’s unique_id with 403', async () => {
    const response = await details(bob.unique_id, ann.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });

  it('answers 401 without a session and 400 without unique_id', async () => {
    expect((await details(ann.unique_id)).statusCode).toBe(401);
    expect((await details(ann.unique_id, 'better-auth.session_token=forged.value')).statusCode).toBe(401);
    const missing = await details(undefined, ann.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'unique_id', message: expect.any(String) });
  });

  it('carries the team, its plan and the admin’s projects for a member', async () => {
    const admin = await buildUser(harness.app, { project_name: 'Agency clients' });
    const member = await buildUser(harness.app, { project_name: 'My drafts' });
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'team_annual_april_2024', maxMembers: 5 }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: member.unique_id },
    ]);
    const asMember = (await details(member.unique_id, member.cookie)).json();
    expect(asMember).toMatchObject({
      team_id: team!.id,
      team_plan_name: 'team_annual_april_2024',
      team_admin_id: admin.unique_id,
      projects: [{ project_name: 'My drafts' }],
      team_projects: [{ project_name: 'Agency clients' }],
    });
    const asAdmin = (await details(admin.unique_id, admin.cookie)).json();
    expect(asAdmin).toMatchObject({ team_id: team!.id, team_admin_id: admin.unique_id, team_projects: [] });
  });

  it('refuses a session cookie whose signature was tampered with', async () => {
    const [name, value] = ann.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await details(ann.unique_id, forged)).statusCode).toBe(401);
    expect((await details(ann.unique_id, ann.cookie)).statusCode).toBe(200);
  });

  it('marks configured automated users', async () => {
    const robot = await buildUser(harness.app, { email: 'robot@example.com' });
    expect((await details(robot.unique_id, robot.cookie)).json().automated_user).toBe(true);
  });

  it('works across sign-out and sign-in with the password', async () => {
    const signOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await details(ann.unique_id, ann.cookie)).statusCode).toBe(401);

    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'ann@example.com', password: 'not-the-password1' },
    });
    expect(wrong.statusCode).toBe(401);

    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'ann@example.com', password: ann.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    expect((await details(ann.unique_id, cookie)).json().projects).toHaveLength(1);
  });
});
