import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYOK_PLAN_ID, PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

const ADMIN = 'boss-notice@example.com';
// Environment variables and restarts are for administrators: none of them in a user's notice.
const CONFIGURATION = /OPENAI|ANTHROPIC|AZURE|restart|README/;

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let writer: TTestUser;
let admin: TTestUser;
let ownKey: TTestUser;

beforeAll(async () => {
  // No model configured: every model name runs on the offline engine.
  ({ app, ctx, close } = await buildTestApp({ ADMIN_EMAILS: ADMIN }));
  writer = await buildUser(app);
  admin = await buildUser(app, { email: ADMIN });
  ownKey = await buildUser(app);
  await assignPlan(ctx.db, ownKey.unique_id, PLANS[BYOK_PLAN_ID]!);
});
afterAll(() => close());

async function instructAnswer(user: TTestUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, query: 'Write a poem about rain.', mode: 'instruct' },
  });
  expect(response.statusCode).toBe(200);
  const events = parseSseEvents(response.body);
  return { text: streamedText(events), done: events.at(-1) };
}

describe('a task that needs a language model, with none connected', () => {
  it('tells a user what they can do, with no configuration in it, and charges nothing', async () => {
    const { text, done } = await instructAnswer(writer);
    expect(text).toBe(
      'Longform cannot answer without sources (instruct mode) here yet: this site has no language model connected. ' +
        'Ask your administrator to connect one. Until then, the Files, URLs and Domain modes answer from your own sources.',
    );
    expect(done).toMatchObject({ event: 'done', data: { credits_charged: 0, notice: text } });
  });

  it('tells an administrator (ADMIN_EMAILS) how to connect one', async () => {
    const { text } = await instructAnswer(admin);
    expect(text).toContain('OPENAI_COMPATIBLE_BASE_URL');
    expect(text).toContain('restart the server');
  });

  it('tells a bring-your-own-key plan it can use its own key', async () => {
    const { text } = await instructAnswer(ownKey);
    expect(text).toContain('Your plan runs on your own OpenAI key');
    expect(text).not.toMatch(CONFIGURATION);
  });

  it('words the editor’s instruct and write-for-me notices the same way', async () => {
    for (const [url, payload] of [
      ['/api/generate/instruct', { text: 'Write an intro.' }],
      ['/api/content/write/for/me', { text: 'Once upon a time', generation_length: 40 }],
    ] as const) {
      const notice = async (user: TTestUser) => {
        const response = await app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, ...payload } });
        expect(response.statusCode).toBe(200);
        return response.json<{ notice: string; credits_charged: number }>();
      };
      const forWriter = await notice(writer);
      expect(forWriter.notice).toContain('Ask your administrator to connect one.');
      expect(forWriter.notice).not.toMatch(CONFIGURATION);
      expect(forWriter.credits_charged).toBe(0);
      expect((await notice(admin)).notice).toContain('AZURE_OPENAI_API_KEY');
    }
  });
});
