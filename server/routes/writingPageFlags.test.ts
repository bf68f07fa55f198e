import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../context';
import { startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';

// The pages of issue 21 whose flags (spec §6 remote feature flags) hold for their calls too: an
// administrator turning a page off for someone refuses its calls, not only the page.

const ADMIN_EMAIL = 'flags-admin@example.com';
let app: TApp;
let close: () => Promise<void>;
let fake: TFakeProvider;
let admin: TTestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', AI_RETRIES: '0', ADMIN_EMAILS: ADMIN_EMAIL }));
  admin = await buildUser(app, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await close();
  await fake.close();
});

const turnOff = async (flag: string, user: TTestUser) => {
  const response = await app.inject({ method: 'PUT', url: `/api/admin/flags/${flag}`, headers: { cookie: admin.cookie, origin: TEST_ORIGIN }, payload: { overrides: [{ value: false, emails: [user.email] }] } });
  expect(response.statusCode, response.body).toBe(200);
};
const post = (user: TTestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, model: 'gpt-4', ...payload } });

describe('page flags hold for the calls of their pages', () => {
  it('repurpose: its formats are refused when the page is off; the writing tools still run', async () => {
    const user = await buildUser(app);
    await turnOff('repurpose', user);
    const refused = await post(user, '/api/generate/tool/tweet', { values: { text: 'Some content to share.' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Repurpose formats are not available on your plan.' });
    expect((await post(user, '/api/generate/tool/synopsis', { values: { text: 'Some content to condense.' } })).statusCode).toBe(200);
  });

  it('content planner: planning and listing are refused when the page is off', async () => {
    const user = await buildUser(app);
    const projectId = user.projects[0]!._id;
    expect((await post(user, '/api/planner/clusters', { topic: 'sourdough', project_id: projectId })).statusCode).toBe(201);
    await turnOff('content-planner', user);
    const refused = await post(user, '/api/planner/clusters', { topic: 'sourdough', project_id: projectId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Content plans are not available on your plan.' });
    const list = await app.inject({ url: `/api/planner/ideas?unique_id=${user.unique_id}&project_id=${projectId}`, headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(403);
  });
});
