import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TApp, TContext } from '../../context';
import { plannerIdeas, usageEvents } from '../../db/schema';
import { PLANNER_SEARCH_HEADING } from '../../planner/cluster/prompt';
import { defaultScript, promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { plannerAnswer } from '../../test/fakeProviders/plannerAnswers';
import { buildUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { planTopic } from './plannerTestHelpers';

// The content planner on an installation with no web search configured: a model plans from the
// topic alone; the offline engine has nothing honest to plan from and says it needs a model.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', AI_RETRIES: '0' }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.setDefault((body) => plannerAnswer(body) ?? defaultScript(body));
});

describe('planning without web search', () => {
  it('a model plans from the topic alone, charged and saved', async () => {
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'home composting', { model: 'gpt-4' });
    expect(plan).toMatchObject({ engine: 'model', searched: false, notice: null });
    expect(plan.ideas).toHaveLength(6);
    expect(plan.credits_charged).toBeGreaterThan(0);
    expect(promptText(fake.requests[0]!.body)).not.toContain(PLANNER_SEARCH_HEADING);
  });

  it('the offline engine answers the needs-a-model notice: nothing planned, saved or charged', async () => {
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'home composting');
    expect(plan).toMatchObject({ engine: 'offline', model: 'offline', ideas: [], searched: false, credits_charged: 0 });
    expect(plan.notice).toBe(
      'Longform cannot plan a topic cluster here yet: this site has no language model connected. Ask your administrator to connect one. Without one, the planner can build a cluster from web search results, and no web search is configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY).',
    );
    expect(fake.requests).toHaveLength(0);
    expect(await ctx.db.select().from(plannerIdeas).where(eq(plannerIdeas.userId, user.unique_id))).toEqual([]);
    expect(await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id))).toEqual([]);
  });
});
