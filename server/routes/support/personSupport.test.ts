import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, type TSupportThread } from '@core/api/support';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import { teams } from '../../db/schema';
import { supportMessages, supportThreads } from '../../db/schema/support';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildTestApp } from '../../test/testApp';
import { supportCall, turnChatSupportOff } from './supportTestHelpers';

// The person's side of chat support (flag chat-support): their own thread only, whatever ids they
// send; each message is emailed to every administrator (ADMIN_EMAILS) through a local SMTP server.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: TFakeSmtp;
let admin: TTestUser;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await buildTestApp({ ADMIN_EMAILS: 'desk-one@example.com, desk-two@example.com', SMTP_URL: smtp.url, MAIL_FROM: 'Longform <no-reply@longform.test>' });
  admin = await buildUser(harness.app, { email: 'desk-one@example.com' });
}, 60_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const call = (user: TTestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => supportCall(harness.app, user, method, url, payload);
const threadOf = async (user: TTestUser) => (await call(user, 'GET', '/api/fetch/support/thread')).json<TSupportThread>().thread;
const write = (user: TTestUser | null, payload: unknown) => call(user, 'POST', '/api/insert/support/message', payload);
const threadRow = async (user: TTestUser) => (await harness.ctx.db.select().from(supportThreads).where(eq(supportThreads.userId, user.unique_id)))[0];

describe('a person’s support thread', () => {
  it('is empty before the first message, then holds what the person wrote; every administrator is emailed', async () => {
    const person = await buildUser(harness.app, { name: 'Pat Writer' });
    expect(await threadOf(person)).toEqual({ status: null, messages: [], unread: 0, abilities: { write: true } });

    const response = await write(person, { body: 'My export to Ghost fails.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatchObject({ from_admin: false, author: 'You', body: 'My export to Ghost fails.' });

    const thread = await threadOf(person);
    expect(thread).toMatchObject({ status: 'open', unread: 0, messages: [{ author: 'You', body: 'My export to Ghost fails.', from_admin: false }] });

    const row = (await threadRow(person))!;
    for (const to of ['desk-one@example.com', 'desk-two@example.com']) {
      const mail = await smtp.waitForMail(to, new RegExp(`Support message from ${person.email}`));
      expect(mail.from).toBe('no-reply@longform.test');
      expect(mail.text).toContain(`Pat Writer (${person.email}) wrote to support:`);
      expect(mail.text).toContain('My export to Ghost fails.');
      expect(mail.text).toContain(`http://localhost:3000/admin?tab=support&thread=${row.id}`);
    }
  });

  it('keeps one thread per person: ids in the request never reach another person’s thread', async () => {
    const ann = await buildUser(harness.app);
    const bob = await buildUser(harness.app);
    await write(bob, { body: 'Bob’s private question' });
    const bobThread = (await threadRow(bob))!;

    const sneaky = await write(ann, { body: 'Ann writes', thread_id: bobThread.id, unique_id: bob.unique_id, user_id: bob.unique_id });
    expect(sneaky.statusCode, sneaky.body).toBe(201);
    const annThread = (await threadRow(ann))!;
    expect(annThread.id).not.toBe(bobThread.id);
    const bobBodies = (await harness.ctx.db.select().from(supportMessages).where(eq(supportMessages.threadId, bobThread.id))).map((row) => row.body);
    expect(bobBodies).toEqual(['Bob’s private question']);

    // Reading takes no id either: each sees their own messages only.
    const annRead = await call(ann, 'GET', `/api/fetch/support/thread?thread_id=${bobThread.id}&unique_id=${bob.unique_id}`);
    expect(annRead.json<TSupportThread>().thread.messages.map((message) => message.body)).toEqual(['Ann writes']);
    await write(ann, { body: 'And a second note' });
    expect(await harness.ctx.db.$count(supportThreads, eq(supportThreads.userId, ann.unique_id))).toBe(1);
  });

  it('counts the administrators’ unread answers, and clears them when the person reads', async () => {
    const person = await buildUser(harness.app);
    await write(person, { body: 'Hello?' });
    const row = (await threadRow(person))!;
    const answer = await call(admin, 'POST', `/api/admin/support/threads/${row.id}/messages`, { body: 'Hello from support' });
    expect(answer.statusCode, answer.body).toBe(201);
    const thread = await threadOf(person);
    expect(thread.unread).toBe(1);
    // The person sees "Support", not which administrator answered.
    expect(thread.messages.at(-1)).toMatchObject({ from_admin: true, author: 'Support', body: 'Hello from support' });

    const read = await call(person, 'POST', '/api/update/support/thread/read', {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await threadOf(person)).unread).toBe(0);
  });

  it('reopens a closed thread when the person writes again', async () => {
    const person = await buildUser(harness.app);
    await write(person, { body: 'First' });
    const row = (await threadRow(person))!;
    expect((await call(admin, 'PUT', `/api/admin/support/threads/${row.id}`, { status: 'closed' })).statusCode).toBe(200);
    expect((await threadOf(person)).status).toBe('closed');
    await write(person, { body: 'One more thing' });
    expect((await threadOf(person)).status).toBe('open');
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/fetch/support/thread')).statusCode).toBe(401);
    expect((await write(null, { body: 'Hi' })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/update/support/thread/read', {})).statusCode).toBe(401);
  });

  it('refuses every call with 403 when the chat-support flag is off for the person, storing nothing', async () => {
    const person = await buildUser(harness.app);
    await turnChatSupportOff(harness.app, admin, [person.email]);
    const messages = await harness.ctx.db.$count(supportMessages);
    for (const response of [
      await call(person, 'GET', '/api/fetch/support/thread'),
      await write(person, { body: 'Let me in' }),
      await call(person, 'POST', '/api/update/support/thread/read', {}),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('Chat support is not available on your plan.');
    }
    expect(await harness.ctx.db.$count(supportMessages)).toBe(messages);
    expect(await threadRow(person)).toBeUndefined();
  });

  it('holds the flag in the mode the person is in: off for their team’s plan refuses them in team mode only', async () => {
    const owner = await buildUser(harness.app);
    await assignPlan(harness.ctx.db, owner.unique_id, PLANS.team_monthly_april_2024!);
    const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, owner.unique_id));
    const member = await buildUser(harness.app);
    expect((await call(owner, 'POST', '/api/add/team/member', { team_id: team!.id, email: member.email })).statusCode).toBe(201);
    expect((await call(member, 'POST', '/api/join/team', { team_id: team!.id })).statusCode).toBe(200);
    const override = await call(admin, 'PUT', '/api/admin/flags/chat-support', { overrides: [{ value: false, plans: ['team_monthly_april_2024'] }] });
    expect(override.statusCode, override.body).toBe(200);

    expect((await call(member, 'GET', '/api/fetch/support/thread?team_mode=false')).statusCode).toBe(200);
    const inTeamMode = await call(member, 'GET', '/api/fetch/support/thread?team_mode=true');
    expect(inTeamMode.statusCode).toBe(403);
    expect((await write(member, { body: 'From team mode', team_mode: 'true' })).statusCode).toBe(403);
    expect((await write(member, { body: 'From my own mode', team_mode: 'false' })).statusCode).toBe(201);
    // Someone in no team cannot claim team mode to slip past their own plan's flag: it counts only in a team.
    const solo = await buildUser(harness.app);
    await turnChatSupportOff(harness.app, admin, [solo.email]);
    expect((await call(solo, 'GET', '/api/fetch/support/thread?team_mode=true')).statusCode).toBe(403);
  });

  it.each([
    ['Please write a message.', {}],
    ['Please write a message.', { body: '' }],
    ['Please write a message.', { body: ' \n ' }],
    [`A message can be at most 2,000 characters.`, { body: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) }],
  ])('refuses a bad message with 400 (%s), storing nothing', async (message, payload) => {
    const person = await buildUser(harness.app);
    const response = await write(person, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body', message });
    expect(await threadRow(person)).toBeUndefined();
  });

  it('refuses a team_mode that is not true or false', async () => {
    const person = await buildUser(harness.app);
    const response = await call(person, 'GET', '/api/fetch/support/thread?team_mode=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'team_mode' });
  });

  it('takes a message of exactly the limit, and brakes a flood (10 a minute per person)', async () => {
    const person = await buildUser(harness.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await write(person, { body: 'z'.repeat(SUPPORT_LIMITS.messageMax) })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
