import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, type TAdminSupportThread, type TAdminSupportThreads, type TSupportThread } from '@core/api/support';
import { supportMessages, supportThreads } from '../db/schema/support';
import { users } from '../db/schema/users';
import { createMailer } from '../mail/mailJobs';
import { supportCall } from '../routes/support/supportTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { startFakeSmtp, type TFakeSmtp } from '../test/fakeProviders/smtp';
import { buildTestApp } from '../test/testApp';
import { AdminError, AdminUsageError } from './adminError';
import { supportReplyCommand } from './supportReplyCommand';
import { supportStatusCommand } from './supportStatusCommand';
import { supportThreadCommand } from './supportThreadCommand';
import { supportThreadsCommand } from './supportThreadsCommand';

// The support commands of `npm run admin` beside the admin page: what one does, the other sees.
// Answers are emailed to the person through the mail queue and a local SMTP server.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: TFakeSmtp;
let admin: TTestUser;
let person: TTestUser;
let silent: TTestUser;
let threadId: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await buildTestApp({ ADMIN_EMAILS: 'cli-desk-admin@example.com', SMTP_URL: smtp.url });
  admin = await buildUser(harness.app, { email: 'cli-desk-admin@example.com' });
  person = await buildUser(harness.app, { name: 'Rita Asker', email: 'rita@example.com' });
  silent = await buildUser(harness.app, { name: 'Sam Silent', email: 'sam@example.com' });
}, 60_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const call = (user: TTestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => supportCall(harness.app, user, method, url, payload);
const write = async (body: string) => expect((await call(person, 'POST', '/api/insert/support/message', { body })).statusCode).toBe(201);
const deskThread = async () => (await call(admin, 'GET', `/api/admin/support/threads/${threadId}`)).json<TAdminSupportThread>().thread;
const deskUnread = async () => (await call(admin, 'GET', '/api/admin/support/threads')).json<TAdminSupportThreads>().threads.find((thread) => thread.id === threadId)!.unread;
const reply = (email: string, message: string) => supportReplyCommand({ db: harness.ctx.db, mailer: createMailer(harness.ctx.jobs), appUrl: harness.ctx.env.APP_URL }, email, message);
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.source;

describe('support commands', () => {
  it('support-threads says so before anyone wrote', async () => {
    expect(await supportThreadsCommand(harness.ctx.db, [])).toBe('No one has written to support yet.');
  });

  it('support-threads lists threads with status, unread count and the last message', async () => {
    await write('How do I export?');
    await write('Second line of the question\nwith more');
    threadId = (await harness.ctx.db.select().from(supportThreads).where(eq(supportThreads.userId, person.unique_id)))[0]!.id;
    expect((await supportThreadsCommand(harness.ctx.db, [])).split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${TIME}  rita@example.com \\(Rita Asker\\)  open  2 unread$`)),
      '    Second line of the question',
      '',
      'Page 1 of 1 (1 threads, latest message first).',
      'Read one with: npm run admin -- support-thread <email>',
    ]);
  });

  it('support-thread prints the messages in order and marks them read, as the admin page does', async () => {
    const lines = (await supportThreadCommand(harness.ctx.db, 'RITA@example.com')).split('\n');
    expect(lines).toEqual([
      'Support thread of Rita Asker (rita@example.com): open, 2 message(s), oldest first.',
      '',
      expect.stringMatching(new RegExp(`^${TIME}  rita@example.com$`)),
      '    How do I export?',
      expect.stringMatching(new RegExp(`^${TIME}  rita@example.com$`)),
      '    Second line of the question',
      '    with more',
      '',
      'Marked 2 unread message(s) from rita@example.com read.',
      'Answer with: npm run admin -- support-reply rita@example.com "<message>"',
    ]);
    expect(await deskUnread()).toBe(0);
    expect((await supportThreadCommand(harness.ctx.db, 'rita@example.com')).split('\n').at(-2)).toBe('No unread message from rita@example.com.');
  });

  it('support-reply answers as "cli"; the person sees "Support" and is emailed', async () => {
    await write('Anyone there?');
    expect(await reply('rita@example.com', '  Use Export in the doc menu.  ')).toBe(
      'Answered rita@example.com (they see it from "Support"); the email telling them is queued and the server sends it.',
    );
    expect((await deskThread()).messages.at(-1)).toMatchObject({ from_admin: true, author: 'cli', body: 'Use Export in the doc menu.' });
    // Answering marks the person's messages read, as the admin page's answer does.
    expect(await deskUnread()).toBe(0);
    const seen = (await call(person, 'GET', '/api/fetch/support/thread')).json<TSupportThread>().thread;
    expect(seen.messages.at(-1)).toMatchObject({ from_admin: true, author: 'Support', body: 'Use Export in the doc menu.' });
    expect(seen.unread).toBe(1);
    const mail = await smtp.waitForMail('rita@example.com', /Longform support answered you/);
    expect(mail.text).toContain('Use Export in the doc menu.');
    expect(mail.text).toContain('http://localhost:3000/dashboard');
    expect((await supportThreadCommand(harness.ctx.db, 'rita@example.com')).split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^${TIME}  cli \\(support\\)$`)));
  });

  it.each([
    ['an empty message', 'rita@example.com', '   ', 'Please write a message.'],
    ['an over-long message', 'rita@example.com', 'a'.repeat(SUPPORT_LIMITS.messageMax + 1), 'A message can be at most 2,000 characters.'],
    ['an unknown email', 'nobody@example.com', 'Hello', 'No account has the email "nobody@example.com". List the accounts with: npm run admin -- list-users'],
    ['someone who never wrote', 'sam@example.com', 'Hello', 'sam@example.com has not written to support: there is no thread. List the threads with: npm run admin -- support-threads'],
  ])('support-reply refuses %s and stores nothing', async (_case, email, message, error) => {
    const before = await harness.ctx.db.$count(supportMessages);
    await expect(reply(email, message)).rejects.toThrow(new AdminError(error));
    expect(await harness.ctx.db.$count(supportMessages)).toBe(before);
    expect(await harness.ctx.db.$count(supportThreads, eq(supportThreads.userId, silent.unique_id))).toBe(0);
  });

  it('support-thread refuses an unknown email and someone who never wrote', async () => {
    await expect(supportThreadCommand(harness.ctx.db, 'nobody@example.com')).rejects.toThrow('No account has the email "nobody@example.com".');
    await expect(supportThreadCommand(harness.ctx.db, 'sam@example.com')).rejects.toThrow('sam@example.com has not written to support');
  });

  it('support-close and support-reopen change the status the admin page shows; twice is refused', async () => {
    expect(await supportStatusCommand(harness.ctx.db, 'rita@example.com', 'close')).toBe('Closed the support thread of rita@example.com.');
    expect(await deskThread()).toMatchObject({ status: 'closed', abilities: { close: false, reopen: true } });
    await expect(supportStatusCommand(harness.ctx.db, 'rita@example.com', 'close')).rejects.toThrow('The support thread of rita@example.com is already closed.');
    expect(await supportStatusCommand(harness.ctx.db, 'rita@example.com', 'reopen')).toBe('Reopened the support thread of rita@example.com.');
    expect((await deskThread()).status).toBe('open');
    await expect(supportStatusCommand(harness.ctx.db, 'rita@example.com', 'reopen')).rejects.toThrow('The support thread of rita@example.com is already open.');
    await expect(supportStatusCommand(harness.ctx.db, 'sam@example.com', 'close')).rejects.toThrow('sam@example.com has not written to support');
  });

  it('support-threads pages by the admin page’s page size and refuses a bad page', async () => {
    const longAgo = new Date(Date.now() - 86_400_000);
    for (let i = 0; i < SUPPORT_LIMITS.adminPageSize; i++) {
      const [asker] = await harness.ctx.db.insert(users).values({ id: `cli-asker-${i}`, name: `Asker ${i}`, email: `cli-asker-${i}@example.com` }).returning();
      const [row] = await harness.ctx.db.insert(supportThreads).values({ userId: asker!.id, lastMessageAt: new Date(longAgo.getTime() + i * 1_000) }).returning();
      await harness.ctx.db.insert(supportMessages).values({ threadId: row!.id, fromAdmin: false, authorEmail: asker!.email, body: `Old question ${i}` });
    }
    const total = SUPPORT_LIMITS.adminPageSize + 1;
    expect((await supportThreadsCommand(harness.ctx.db, [])).split('\n').at(-2)).toBe(`Page 1 of 2 (${total} threads, latest message first). Next: --page 2`);
    const second = (await supportThreadsCommand(harness.ctx.db, ['--page', '2'])).split('\n');
    expect(second[0]).toMatch(/  cli-asker-0@example.com \(Asker 0\)  open  1 unread$/);
    expect(second[1]).toBe('    Old question 0');
    expect(await supportThreadsCommand(harness.ctx.db, ['--page', '3'])).toBe('Page 3 is past the last page (2).');
    await expect(supportThreadsCommand(harness.ctx.db, ['--page', '0'])).rejects.toBeInstanceOf(AdminUsageError);
    await expect(supportThreadsCommand(harness.ctx.db, ['rita@example.com'])).rejects.toThrow('npm run admin -- support-threads [--page <n>]');
  });
});
