import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, type TFeedbackCreated } from '@core/api/feedback';
import { feedback } from '../db/schema/feedback';
import { NO_WEBHOOK_ERROR } from '../queues/feedbackDeliveryJobs';
import { buildUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { AdminUsageError } from './adminError';
import { feedbackCommand } from './feedbackCommand';

// `feedback [--page n]`: the admin page's feedback list (same query and presenter) as text.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const run = (args: string[] = [], webhookConfigured = false) => feedbackCommand(app.ctx.db, args, { webhookConfigured });
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.source;

describe('feedback', () => {
  it('says so when there is none, and that there is no webhook', async () => {
    expect(await run()).toBe('No feedback yet.\nNo FEEDBACK_WEBHOOK_URL is set: feedback is stored and read here only.');
    expect(await run([], true)).toBe('No feedback yet.');
  });

  it('lists feedback newest first: when, who, page, rating and delivery, then the message', async () => {
    const writer = await buildUser(app.app, { email: 'cli-feedback@example.com' });
    const sent = await app.app.inject({
      method: 'POST',
      url: '/api/insert/feedback',
      headers: { origin: TEST_ORIGIN, cookie: writer.cookie },
      payload: { message: 'The editor is great\nbut slow', rating: 4, page: '/blogs' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const created = sent.json<TFeedbackCreated>().feedback;
    const later = new Date(Date.parse(created.created_at) + 60_000);
    await app.ctx.db.insert(feedback).values([
      { email: 'delivered@example.com', message: 'Sent on', page: '/dashboard', createdAt: later, deliveredAt: new Date('2026-11-27T09:15:00Z') },
      { email: 'pending@example.com', message: 'Waiting', page: '/docs', rating: 1, createdAt: new Date(later.getTime() + 1_000) },
    ]);
    const lines = (await run()).split('\n');
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${TIME}  pending@example.com  /docs  rating 1/5  pending$`)),
      '    Waiting',
      expect.stringMatching(new RegExp(`^${TIME}  delivered@example.com  /dashboard  rating none  delivered 2026-11-27 09:15:00$`)),
      '    Sent on',
      `${created.created_at.replace('T', ' ').slice(0, 19)}  cli-feedback@example.com  /blogs  rating 4/5  failed: ${NO_WEBHOOK_ERROR}`,
      '    The editor is great',
      '    but slow',
      '',
      'No FEEDBACK_WEBHOOK_URL is set: feedback is stored and read here only.',
      'Page 1 of 1 (3 feedback, newest first).',
    ]);
  });

  it('pages by the admin page’s page size', async () => {
    const longAgo = Date.now() - 86_400_000;
    await app.ctx.db.insert(feedback).values(
      Array.from({ length: FEEDBACK_LIMITS.adminPageSize }, (_, i) => ({ email: `bulk-${i}@example.com`, message: `Bulk ${i}`, page: '/dashboard', createdAt: new Date(longAgo + i * 1_000) })),
    );
    const total = FEEDBACK_LIMITS.adminPageSize + 3;
    expect((await run([], true)).split('\n').at(-1)).toBe(`Page 1 of 2 (${total} feedback, newest first). Next: --page 2`);
    const second = (await run(['--page', '2'], true)).split('\n');
    expect(second.filter((line) => line.startsWith('    '))).toEqual(['    Bulk 2', '    Bulk 1', '    Bulk 0']);
    expect(second.at(-1)).toBe(`Page 2 of 2 (${total} feedback, newest first).`);
    expect(await run(['--page', '3'])).toBe('Page 3 is past the last page (2).');
  });

  it.each([[['--page', '0']], [['--page', 'two']], [['--page']], [['--since', '1']], [['--page', '1', 'x']], [['--page', String(FEEDBACK_LIMITS.maxPage + 1)]]])(
    'refuses %j as wrong usage',
    async (args) => {
      await expect(run(args)).rejects.toBeInstanceOf(AdminUsageError);
      await expect(run(args)).rejects.toThrow('npm run admin -- feedback [--page <n>]');
    },
  );
});
