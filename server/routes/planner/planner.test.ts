import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAutoblogRun } from '@core/api/autoblog';
import type { TPlannerIdea } from '@core/api/planner';
import type { TWorkflow } from '@core/api/workflows';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { plannerIdeas, usageEvents } from '../../db/schema';
import { PLANNER_SEARCH_HEADING } from '../../planner/cluster/prompt';
import { buildAuthzWorld, type TAuthzWorld } from '../../policies/authzWorld.testkit';
import { defaultScript, promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { PLANNER_THIN, plannerAnswer } from '../../test/fakeProviders/plannerAnswers';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { setAutoblogRuns, setCreditsLeft, waitForRun } from '../autoblog/autoblogTestHelpers';
import { workflowCall } from '../workflows/workflowTestHelpers';
import { listPlan, patchIdea, planTopic, plannerCall } from './plannerTestHelpers';

// The content planner on a real server: gpt-4 runs on the fake model (its planner answers are in
// test/fakeProviders/plannerAnswers.ts), the default model (azure-gpt) on the offline engine, and
// web search on the fake SearXNG.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let search: TFakeSearch;

beforeAll(async () => {
  [fake, search] = await Promise.all([startFakeOpenAI(), startFakeSearch()]);
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', SEARXNG_URL: search.url, AI_RETRIES: '0' }));
});
afterAll(async () => {
  await close();
  await Promise.all([fake.close(), search.close()]);
});
beforeEach(() => {
  fake.reset();
  fake.setDefault((body) => plannerAnswer(body) ?? defaultScript(body));
  search.answer({ results: [{ title: 'Sourdough Starter Recipe - King Arthur Baking', url: 'https://example.com/starter', snippet: 'Feed it daily.' }], related: ['best sourdough flour', 'how to feed a sourdough starter'] });
});

const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ credits_used: number }>().credits_used);
const ledgerOf = (user: TTestUser) => ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
const savedIdeas = (user: TTestUser) => ctx.db.select().from(plannerIdeas).where(eq(plannerIdeas.userId, user.unique_id));

describe('planning a topic with a model', () => {
  it('plans one pillar and its supporting ideas in one model call grounded in search, charged and saved together', async () => {
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'Sourdough Bread', { model: 'gpt-4' });
    expect(plan).toMatchObject({ engine: 'model', model: 'fake-model', requested_model: 'gpt-4', searched: true, notice: null });
    expect(fake.requests).toHaveLength(1);
    const prompt = promptText(fake.requests[0]!.body);
    expect(prompt).toContain('Content planner task: topic cluster.');
    expect(prompt).toContain(`${PLANNER_SEARCH_HEADING}\nRelated searches:\n- best sourdough flour`);
    expect(search.queries.map((query) => query.q)).toEqual(['Sourdough Bread']);

    const [pillar, ...supporting] = plan.ideas;
    expect(pillar).toMatchObject({ role: 'pillar', title: 'The Complete Guide to Sourdough Bread', keyword: 'sourdough bread', intent: 'informational', status: 'idea', pillar_id: null, planned_on: null });
    expect(pillar!.headlines).toHaveLength(3);
    expect(supporting).toHaveLength(6);
    expect(supporting.every((idea) => idea.role === 'supporting' && idea.pillar_id === pillar!.id && idea.headlines.length === 3)).toBe(true);
    expect(supporting.map((idea) => [idea.keyword, idea.intent])).toContainEqual(['best sourdough bread tools', 'commercial']);
    expect(supporting.map((idea) => [idea.keyword, idea.intent])).toContainEqual(['buy sourdough bread course', 'transactional']);
    // The related search grounded one idea.
    expect(supporting.map((idea) => idea.keyword)).toContain('best sourdough flour');
    expect(pillar!.abilities).toEqual({ edit: true, delete: true, assign: true, open: true });
    expect(plan.assignees).toEqual([{ id: user.unique_id, name: 'Test Writer', email: user.email }]);

    expect(plan.credits_charged).toBeGreaterThan(0);
    expect(await creditsUsed(user)).toBeCloseTo(plan.credits_charged, 5);
    expect((await ledgerOf(user)).map((row) => row.feature)).toEqual(['content_planner']);
    expect(await savedIdeas(user)).toHaveLength(7);

    const listed = await listPlan(app, user, { topic: 'Sourdough Bread' });
    expect(listed.ideas.map((idea) => idea.id)).toEqual(plan.ideas.map((idea) => idea.id));
    expect(listed.topics).toEqual([{ topic: 'Sourdough Bread', ideas: 7 }]);
  });

  it('an answer that is not a cluster of five or more is the model failing: nothing charged, nothing saved', async () => {
    const user = await buildUser(app);
    const response = await plannerCall(app, user, 'POST', '/api/planner/clusters', { project_id: user.projects[0]!._id, topic: `sourdough ${PLANNER_THIN}`, model: 'gpt-4' });
    expect(response.statusCode, response.body).toBe(502);
    expect(await creditsUsed(user)).toBe(0);
    expect(await ledgerOf(user)).toEqual([]);
    expect(await savedIdeas(user)).toEqual([]);
  });
});

describe('planning without a model', () => {
  it('builds the cluster from the search’s related queries and titles, says so, charges nothing', async () => {
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'sourdough');
    expect(plan).toMatchObject({ engine: 'offline', model: 'offline', searched: true, credits_charged: 0 });
    expect(plan.notice).toMatch(/^Planned without a language model: the supporting ideas are the web’s related searches/);
    expect(fake.requests).toHaveLength(0);
    expect(plan.ideas.map((idea) => [idea.role, idea.keyword, idea.intent])).toEqual([
      ['pillar', 'sourdough', 'informational'],
      ['supporting', 'best sourdough flour', 'commercial'],
      ['supporting', 'how to feed a sourdough starter', 'informational'],
      ['supporting', 'sourdough starter recipe', 'informational'],
    ]);
    expect(plan.ideas[2]!.headlines[0]).toBe('How to Feed a Sourdough Starter: A Step-by-Step Guide');
    expect(await creditsUsed(user)).toBe(0);
    expect(await savedIdeas(user)).toHaveLength(4);
  });

  it('a search that finds nothing leaves only the needs-a-model notice: nothing saved or charged', async () => {
    search.answer({ results: [], related: [] });
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'sourdough');
    expect(plan).toMatchObject({ engine: 'offline', ideas: [], searched: false, credits_charged: 0 });
    expect(plan.notice).toContain('Longform cannot plan a topic cluster here yet');
    expect(plan.notice).toContain('the search found nothing to plan from');
    expect(await savedIdeas(user)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty topic', '   ', 'Please type a topic to plan.'],
    ['a topic over 200 characters', 'x'.repeat(201), 'A topic can be at most 200 characters.'],
    ['HTML', '<img src=x onerror=alert(1)>', 'A topic is plain text: leave out HTML tags.'],
  ])('refuses %s with 400, before any search or model call', async (_, topic, message) => {
    const user = await buildUser(app);
    const response = await plannerCall(app, user, 'POST', '/api/planner/clusters', { project_id: user.projects[0]!._id, topic, model: 'gpt-4' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(fake.requests).toHaveLength(0);
    expect(search.queries.filter((query) => query.q === topic.trim())).toEqual([]);
  });

  it('refuses a day that is not one, an unknown status and an HTML title', async () => {
    const user = await buildUser(app);
    const [idea] = (await planTopic(app, user, 'sourdough')).ideas;
    for (const payload of [{ planned_on: '2026-13-01' }, { status: 'done' }, { title: '<b>x</b>' }]) {
      expect((await patchIdea(app, user, idea!, payload)).statusCode).toBe(400);
    }
  });
});

describe('the calendar', () => {
  it('puts an idea on a day with a status and an assignee, and lists it in its month only', async () => {
    const user = await buildUser(app);
    const [pillar, first] = (await planTopic(app, user, 'sourdough')).ideas;
    const planned = await patchIdea(app, user, first!, { planned_on: '2026-05-14', status: 'writing', assignee_id: user.unique_id, title: 'Flour, Compared' });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<{ idea: TPlannerIdea }>().idea).toMatchObject({ planned_on: '2026-05-14', status: 'writing', assignee_id: user.unique_id, title: 'Flour, Compared' });
    expect((await listPlan(app, user, { month: '2026-05' })).ideas.map((idea) => idea.id)).toEqual([first!.id]);
    expect((await listPlan(app, user, { month: '2026-06' })).ideas).toEqual([]);

    // Published, unassigned and off the calendar again; the pillar was never touched.
    const done = await patchIdea(app, user, first!, { status: 'published', assignee_id: null, planned_on: null });
    expect(done.json<{ idea: TPlannerIdea }>().idea).toMatchObject({ status: 'published', assignee_id: null, planned_on: null });
    expect((await listPlan(app, user, { month: '2026-05' })).ideas).toEqual([]);
    expect((await listPlan(app, user)).ideas.find((idea) => idea.id === pillar!.id)).toMatchObject({ status: 'idea', planned_on: null });
  });

  it('outside team mode an idea is assigned to its planner only (400 for anyone else)', async () => {
    const [user, other] = await Promise.all([buildUser(app), buildUser(app)]);
    const [idea] = (await planTopic(app, user, 'sourdough')).ideas;
    const response = await patchIdea(app, user, idea!, { assignee_id: other.unique_id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Outside team mode an idea can only be assigned to you.');
  });

  it('deleting a pillar takes its supporting ideas with it', async () => {
    const user = await buildUser(app);
    const plan = await planTopic(app, user, 'sourdough');
    const keep = await planTopic(app, user, 'rye bread');
    const response = await plannerCall(app, user, 'DELETE', `/api/planner/ideas/${plan.ideas[0]!.id}`);
    expect(response.statusCode).toBe(204);
    expect((await listPlan(app, user)).ideas.map((idea) => idea.id)).toEqual(keep.ideas.map((idea) => idea.id));
  });
});

describe('team mode', () => {
  let world: TAuthzWorld;
  beforeAll(async () => {
    world = await buildAuthzWorld(app, ctx);
  });
  const teamPlan = async (user: TTestUser) => {
    const response = await plannerCall(app, user, 'POST', '/api/planner/clusters', { project_id: world.admin.projects[0]!._id, team_id: world.teamId, topic: 'team sourdough' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ ideas: TPlannerIdea[]; assignees: Array<{ id: string }> }>();
  };

  it('members plan in the team’s project and assign ideas to each other; not to anyone else', async () => {
    const plan = await teamPlan(world.author);
    expect(plan.assignees.map((person) => person.id).sort()).toEqual([world.admin.unique_id, world.author.unique_id, world.member.unique_id].sort());
    const idea = plan.ideas[1]!;
    const assigned = await patchIdea(app, world.member, idea, { team_id: world.teamId, assignee_id: world.member.unique_id, planned_on: '2026-07-01' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const outsider = await patchIdea(app, world.author, idea, { assignee_id: world.otherMember.unique_id });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe('An idea can only be assigned to a member of its team.');
    // The team's plan is the team's: the admin sees it in team mode, not in their personal plan.
    const adminView = await plannerCall(app, world.admin, 'GET', '/api/planner/ideas', { project_id: world.admin.projects[0]!._id, team_id: world.teamId, month: '2026-07' });
    expect(adminView.json<{ ideas: TPlannerIdea[] }>().ideas.map((entry) => entry.id)).toEqual([idea.id]);
    expect((await listPlan(app, world.admin)).ideas).toEqual([]);
    // A member may not delete a teammate's idea (and is told so); the admin may.
    expect(plan.ideas[0]!.abilities.delete).toBe(true);
    const memberView = adminView.json<{ ideas: TPlannerIdea[] }>();
    expect(memberView.ideas[0]!.abilities.delete).toBe(true);
    const refused = await plannerCall(app, world.member, 'DELETE', `/api/planner/ideas/${idea.id}`);
    expect(refused.statusCode).toBe(403);
  });

  it('another user’s or another team’s idea and project ids answer 404', async () => {
    const plan = await teamPlan(world.author);
    const idea = plan.ideas[0]!;
    for (const outsider of [world.stranger, world.otherAdmin, world.otherMember]) {
      expect((await patchIdea(app, outsider, idea, { status: 'writing' })).statusCode).toBe(404);
      expect((await plannerCall(app, outsider, 'DELETE', `/api/planner/ideas/${idea.id}`)).statusCode).toBe(404);
      expect((await plannerCall(app, outsider, 'POST', `/api/planner/ideas/${idea.id}/workflow`)).statusCode).toBe(404);
      expect((await plannerCall(app, outsider, 'POST', `/api/planner/ideas/${idea.id}/autoblog`)).statusCode).toBe(404);
      const list = await plannerCall(app, outsider, 'GET', '/api/planner/ideas', { project_id: world.admin.projects[0]!._id });
      expect(list.statusCode).toBe(404);
      const generate = await plannerCall(app, outsider, 'POST', '/api/planner/clusters', { project_id: world.author.projects[0]!._id, topic: 'stolen' });
      expect(generate.statusCode).toBe(404);
    }
    // Someone else's team id is refused as such (403), and a made-up idea id answers 404.
    expect((await plannerCall(app, world.stranger, 'GET', '/api/planner/ideas', { project_id: world.stranger.projects[0]!._id, team_id: world.teamId })).statusCode).toBe(403);
    expect((await patchIdea(app, world.author, { id: 'not-an-id' }, { status: 'writing' })).statusCode).toBe(404);
    expect((await savedIdeas(world.stranger))).toEqual([]);
  });
});

describe('hand-offs', () => {
  it('opens an idea in the blog workflow with its keyword, topic and headlines; the idea moves to writing', async () => {
    const user = await buildUser(app);
    const idea = (await planTopic(app, user, 'Sourdough Bread', { model: 'gpt-4' })).ideas[2]!;
    const response = await plannerCall(app, user, 'POST', `/api/planner/ideas/${idea.id}/workflow`);
    expect(response.statusCode, response.body).toBe(201);
    const { workflow_id, idea: moved } = response.json<{ workflow_id: string; idea: TPlannerIdea }>();
    expect(moved.status).toBe('writing');
    const workflow = (await workflowCall(app, user, 'GET', `/api/workflows/${workflow_id}`)).json<{ workflow: TWorkflow }>().workflow;
    expect(workflow).toMatchObject({ project_id: user.projects[0]!._id, team_id: null, step: 'research' });
    expect(workflow.research.topic).toBe(idea.keyword);
    expect(workflow.research.related_keywords).toEqual([idea.keyword, 'sourdough bread']);
    expect(workflow.research.selected_context).toEqual([idea.keyword, 'sourdough bread']);
    expect(workflow.research.research_context).toContain(`Topic: ${idea.keyword}`);
    expect(workflow.research.notices[0]).toContain(`“${idea.title}”, a supporting article of the topic “Sourdough Bread”`);
    expect(workflow.headline.highlight).toBe(idea.title);
    expect(workflow.headline.generated).toEqual([...new Set([idea.title, ...idea.headlines])]);
  });

  it('opens an idea in AutoBlog: a run of its keyword and title', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
    await setAutoblogRuns(ctx, user, 5);
    await setCreditsLeft(ctx, user, 500);
    const idea = (await planTopic(app, user, 'sourdough')).ideas[1]!;
    // The default workflow model of the plan is offline here: AutoBlog says it needs a model.
    const offline = await plannerCall(app, user, 'POST', `/api/planner/ideas/${idea.id}/autoblog`);
    expect(offline.statusCode).toBe(400);
    const response = await plannerCall(app, user, 'POST', `/api/planner/ideas/${idea.id}/autoblog`, { model: 'gpt-4' });
    expect(response.statusCode, response.body).toBe(202);
    const { run_id, idea: moved } = response.json<{ run_id: string; idea: TPlannerIdea }>();
    expect(moved.status).toBe('writing');
    const run: TAutoblogRun = await waitForRun(app, user, run_id);
    expect(run.template).toBe('comparison');
    expect(run.articles.map((article) => article.keyword)).toEqual([idea.keyword]);
    // The title and the plan's topic went to the writer with the keyword.
    const outline = fake.requests.map((request) => promptText(request.body)).find((prompt) => prompt.includes('AutoBlog task: outline.'))!;
    expect(outline).toContain(`Title asked for: "${idea.title}"`);
    expect(outline).toContain('Part of the content plan for “sourdough”.');
  });
});
