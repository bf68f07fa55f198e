import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, type TAdminSupportThread, type TAdminSupportThreads, type TSupportThread } from '@core/api/support';
import { supportMessages, supportThreads } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildTestApp } from '../../test/testApp';
import { supportCall } from './supportTestHelpers';

// The administrators' side of chat support: every thread by latest message with unread marks, one
// thread, an answer (emailed to the person through a local SMTP server), close and reopen. Only
// administrators (ADMIN_EMAILS): 401 signed out, 403 for anyone else.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: TFakeSmtp;
let admin: TTestUser;
let person: TTestUser;
let other: TTestUser;
let threadId: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await buildTestApp({ ADMIN_EMAILS: 'support-admin@example.com', SMTP_URL: smtp.url });
  admin = await buildUser(harness.app, { email: 'support-admin@example.com' });
  person = await buildUser(harness.app, { name: 'Quinn Asker', email: 'quinn@example.com' });
  other = await buildUser(harness.app, { name: 'Otto Other', email: 'otto@example.com' });
  await call(person, 'POST', '/api/insert/support/message', { body: 'How do I add a member?' });
  threadId = (await harness.ctx.db.select().from(supportThreads).where(eq(supportThreads.userId, person.unique_id)))[0]!.id;
}, 60_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const call = (user: TTestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => supportCall(harness.app, user, method, url, payload);
const listThreads = async (query = '') => {
  const response = await call(admin, 'GET', `/api/admin/support/threads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminSupportThreads>();
};
const openThread = async (id = threadId) => (await call(admin, 'GET', `/api/admin/support/threads/${id}`)).json<TAdminSupportThread>().thread;

describe('the administrators’ support desk', () => {
  it('lists threads by latest message, with the person, the last message and unread marks', async () => {
    await call(other, 'POST', '/api/insert/support/message', { body: 'Otto needs help with billing' });
    const list = await listThreads();
    expect(list).toMatchObject({ page: 1, page_size: SUPPORT_LIMITS.adminPageSize, total: 2 });
    expect(list.threads.map((thread) => thread.user_email)).toEqual(['otto@example.com', 'quinn@example.com']);
    expect(list.threads[1]).toMatchObject({ id: threadId, user_name: 'Quinn Asker', status: 'open', last_message: 'How do I add a member?', unread: 1 });

    // A new message from Quinn brings that thread back to the top.
    await call(person, 'POST', '/api/insert/support/message', { body: 'Still stuck' });
    const again = await listThreads();
    expect(again.threads.map((thread) => thread.user_email)).toEqual(['quinn@example.com', 'otto@example.com']);
    expect(again.threads[0]).toMatchObject({ last_message: 'Still stuck', unread: 2 });
  });

  it('opens a thread with every writer named, and marks the person’s messages read', async () => {
    const thread = await openThread();
    expect(thread).toMatchObject({ id: threadId, user_email: 'quinn@example.com', user_name: 'Quinn Asker', status: 'open', abilities: { answer: true, close: true, reopen: false } });
    expect(thread.messages.map((message) => [message.author, message.body])).toEqual([
      ['quinn@example.com', 'How do I add a member?'],
      ['quinn@example.com', 'Still stuck'],
    ]);
    const read = await call(admin, 'POST', `/api/admin/support/threads/${threadId}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await listThreads()).threads.find((item) => item.id === threadId)!.unread).toBe(0);
  });

  it('answers: the person sees it in their thread and is emailed', async () => {
    const response = await call(admin, 'POST', `/api/admin/support/threads/${threadId}/messages`, { body: 'Open Account → Team and invite them.' });
    expect(response.statusCode, response.body).toBe(201);
    const thread = response.json<TAdminSupportThread>().thread;
    expect(thread.messages.at(-1)).toMatchObject({ from_admin: true, author: 'support-admin@example.com', body: 'Open Account → Team and invite them.' });

    const seen = (await call(person, 'GET', '/api/fetch/support/thread')).json<TSupportThread>().thread;
    expect(seen.messages.at(-1)).toMatchObject({ from_admin: true, author: 'Support', body: 'Open Account → Team and invite them.' });
    expect(seen.unread).toBe(1);

    const mail = await smtp.waitForMail('quinn@example.com', /Longform support answered you/);
    expect(mail.text).toContain('Open Account → Team and invite them.');
    expect(mail.text).toContain('http://localhost:3000/dashboard');
    // The other person got no answer and no such mail (their sign-up's verification mail aside).
    expect(smtp.received.some((received) => received.to.includes('otto@example.com') && /answered/.test(received.subject))).toBe(false);
  });

  it('closes and reopens a thread; closing twice is refused', async () => {
    const closed = await call(admin, 'PUT', `/api/admin/support/threads/${threadId}`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TAdminSupportThread>().thread).toMatchObject({ status: 'closed', abilities: { close: false, reopen: true } });
    expect((await listThreads()).threads.find((item) => item.id === threadId)!.status).toBe('closed');

    const twice = await call(admin, 'PUT', `/api/admin/support/threads/${threadId}`, { status: 'closed' });
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toBe('This thread cannot be closed now.');

    const reopened = await call(admin, 'PUT', `/api/admin/support/threads/${threadId}`, { status: 'open' });
    expect(reopened.json<TAdminSupportThread>().thread).toMatchObject({ status: 'open', abilities: { close: true, reopen: false } });
  });

  it('pages the list', async () => {
    const longAgo = new Date(Date.now() - 86_400_000);
    for (let i = 0; i < SUPPORT_LIMITS.adminPageSize; i++) {
      const [asker] = await harness.ctx.db.insert(users).values({ id: `asker-${i}`, name: `Asker ${i}`, email: `asker-${i}@example.com` }).returning();
      const [row] = await harness.ctx.db.insert(supportThreads).values({ userId: asker!.id, lastMessageAt: longAgo }).returning();
      await harness.ctx.db.insert(supportMessages).values({ threadId: row!.id, fromAdmin: false, authorEmail: asker!.email, body: `Old question ${i}` });
    }
    const first = await listThreads('?page=1');
    const second = await listThreads('?page=2');
    expect(first.total).toBe(SUPPORT_LIMITS.adminPageSize + 2);
    expect(first.threads).toHaveLength(SUPPORT_LIMITS.adminPageSize);
    expect(second.threads).toHaveLength(2);
  });

  it('answers 401 signed out and 403 to a non-administrator on every call, changing nothing', async () => {
    const messages = await harness.ctx.db.$count(supportMessages);
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['GET', '/api/admin/support/threads'],
      ['GET', `/api/admin/support/threads/${threadId}`],
      ['POST', `/api/admin/support/threads/${threadId}/messages`, { body: 'I am not an admin' }],
      ['PUT', `/api/admin/support/threads/${threadId}`, { status: 'closed' }],
      ['POST', `/api/admin/support/threads/${threadId}/read`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      // The thread's own person is no administrator either.
      for (const user of [other, person]) {
        const response = await call(user, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Only administrators can read support threads.');
      }
    }
    expect(await harness.ctx.db.$count(supportMessages)).toBe(messages);
    expect((await openThread()).status).toBe('open');
  });

  it('answers 404 for a thread that does not exist and 400 for an id that is not one', async () => {
    const missing = await call(admin, 'GET', '/api/admin/support/threads/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This support thread does not exist.');
    const bad = await call(admin, 'GET', '/api/admin/support/threads/not-a-thread');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'thread_id', message: 'thread_id is not a thread id.' });
  });

  it.each([
    ['body', 'Please write a message.', 'POST', '/messages', { body: '   ' }],
    ['body', 'A message can be at most 2,000 characters.', 'POST', '/messages', { body: 'a'.repeat(SUPPORT_LIMITS.messageMax + 1) }],
    ['status', 'status is open or closed.', 'PUT', '', { status: 'archived' }],
    ['page', 'page is a whole number from 1.', 'GET-LIST', '?page=0', undefined],
  ])('refuses bad input with 400 on %s (%s)', async (field, message, method, suffix, payload) => {
    const messages = await harness.ctx.db.$count(supportMessages);
    const response =
      method === 'GET-LIST'
        ? await call(admin, 'GET', `/api/admin/support/threads${suffix}`)
        : await call(admin, method as 'POST' | 'PUT', `/api/admin/support/threads/${threadId}${suffix}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect(await harness.ctx.db.$count(supportMessages)).toBe(messages);
  });
});
