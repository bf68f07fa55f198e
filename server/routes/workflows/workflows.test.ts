import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TFactSheet, TWorkflow } from '@core/api/workflows';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { autoblogArticles, blogs, seoBriefs, users, workflows } from '../../db/schema';
import { AUTOBLOG_RETRY } from '../../queues/autoblogJobs';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../../test/testApp';
import { finishedCalls, setAutoblogRuns, setCreditsLeft, userPool } from '../autoblog/autoblogTestHelpers';
import { newWorkflow, setResearchFound, waitForWorkflow, workflowCall } from './workflowTestHelpers';

// The workflow's state and its draft through the HTTP layer and the job queue, with the local
// OpenAI-compatible model answering the draft's section and extras prompts.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  await setAutoblogRuns(ctx, user, 5);
  await setCreditsLeft(ctx, user, 500);
  return user;
}

const COMPOST_SHEET: TFactSheet = {
  title: 'Compost basics',
  url: 'https://example.com/compost',
  asset_id: null,
  facts: [
    {
      text: 'Compost is ready in 2 to 6 months.',
      passage: { n: 1, asset_id: null, kind: 'web', title: 'Compost basics', url: 'https://example.com/compost', location: null, text: 'Compost is ready in 2 to 6 months. Turn it weekly.' },
    },
  ],
};

/** A workflow with its research found, a headline picked and an outline of three subheadings. */
async function readyToWrite(user: TTestUser): Promise<TWorkflow> {
  const workflow = await newWorkflow(app, user);
  await setResearchFound(ctx, workflow.id, { topic: 'home compost', engine: 'web', fact_sheets: [COMPOST_SHEET], research_context: 'Compost is ready in 2 to 6 months.' });
  const response = await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, {
    headline: { highlight: 'Home compost in six months', saved: ['Home compost in six months'] },
    outline: {
      intro: 'Why compost at home.',
      sections: [
        { id: 's1', heading: 'What compost is', intro: 'Compost is food for soil.', points: ['decomposed matter'], list: [] },
        { id: 's2', heading: 'How long it takes', intro: '', points: ['2 to 6 months'], list: ['Turn weekly', 'Keep it moist'] },
        { id: 's3', heading: 'Getting started', intro: '', points: [], list: [] },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ workflow: TWorkflow }>().workflow;
}

async function written(user: TTestUser, id: string): Promise<TWorkflow> {
  const response = await workflowCall(app, user, 'POST', `/api/workflows/${id}/write`, { tone: 'FORMAL', length: 600 });
  expect(response.statusCode, response.body).toBe(202);
  const started = response.json<{ workflow: TWorkflow }>().workflow;
  expect(started.write.blog_id).toBeTruthy();
  return waitForWorkflow(app, user, id, (workflow) => !['queued', 'running'].includes(workflow.write.job.status));
}

beforeAll(async () => {
  AUTOBLOG_RETRY.limit = 1;
  AUTOBLOG_RETRY.delaySeconds = 1;
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe('a workflow’s state', () => {
  it('starts at the spec’s defaults in the person’s project, and says what is missing before writing', async () => {
    const user = await writer('Wanda Workflow');
    const workflow = await newWorkflow(app, user);
    expect(workflow).toMatchObject({ project_id: user.projects[0]!._id, step: 'files', revision: 1, files: { asset_ids: [], skipped: false } });
    expect(workflow.research).toMatchObject({ country: 'United States', language: 'English-US', num_top_keywords_to_load: 10, job: { status: 'idle' } });
    expect(workflow.write).toMatchObject({ tone: 'CASUAL', blog_id: null, job: { status: 'idle' } });
    expect(workflow.abilities).toMatchObject({ edit: true, research: true, write: false, write_blocked_reason: 'Pick a headline first.' });
    const listed = await workflowCall(app, user, 'GET', '/api/workflows');
    expect(listed.json().workflows.map((item: { id: string }) => item.id)).toEqual([workflow.id]);
    // Opening the page again before anything was saved gives the same, untouched workflow; once saved, a new one.
    const again = await workflowCall(app, user, 'POST', '/api/workflows', { project_id: user.projects[0]!._id });
    expect(again.statusCode).toBe(200);
    expect(again.json().workflow.id).toBe(workflow.id);
    await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, { research: { topic: 'ponds' } });
    const fresh = await newWorkflow(app, user);
    expect(fresh.id).not.toBe(workflow.id);
  });

  it('saves each step’s part and keeps the others, so going back loses nothing', async () => {
    const user = await writer('Mona Merge');
    const workflow = await newWorkflow(app, user);
    const url = `/api/workflows/${workflow.id}`;
    await workflowCall(app, user, 'PATCH', url, { step: 'headline', headline: { generated: ['A', 'B'], saved: ['B'], highlight: 'B', style: 'listicle' } });
    await workflowCall(app, user, 'PATCH', url, { step: 'outline', outline: { sections: [{ id: 'x', heading: 'First' }] } });
    const back = await workflowCall(app, user, 'PATCH', url, { step: 'research', research: { topic: 'worm bins', selected_context: [] } });
    expect(back.statusCode, back.body).toBe(200);
    const saved = back.json<{ workflow: TWorkflow }>().workflow;
    expect(saved.step).toBe('research');
    expect(saved.headline).toMatchObject({ generated: ['A', 'B'], saved: ['B'], highlight: 'B', style: 'listicle' });
    expect(saved.outline.sections).toEqual([{ id: 'x', heading: 'First', intro: '', points: [], list: [] }]);
    expect(saved.research.topic).toBe('worm bins');
    expect(saved.revision).toBe(4);
    expect(saved.abilities.write).toBe(true);
    // From another device, the same state.
    const again = await workflowCall(app, user, 'GET', url);
    expect(again.json<{ workflow: TWorkflow }>().workflow.headline.highlight).toBe('B');
  });

  it('refuses a stale revision, a forged research finding, and bad input with a message', async () => {
    const user = await writer('Rita Revision');
    const workflow = await newWorkflow(app, user);
    const url = `/api/workflows/${workflow.id}`;
    const stale = await workflowCall(app, user, 'PATCH', url, { revision: 0, headline: { highlight: 'X' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed on another device/);
    // What the research found is the server's: a client cannot add a passage nobody read.
    const forged = await workflowCall(app, user, 'PATCH', url, { research: { fact_sheets: [COMPOST_SHEET], topic: 'real topic' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json<{ workflow: TWorkflow }>().workflow.research).toMatchObject({ topic: 'real topic', fact_sheets: [] });
    const empty = await workflowCall(app, user, 'PATCH', url, { outline: { sections: [{ id: 'a', heading: '  ' }] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/subheading cannot be empty/);
    const tooMany = await workflowCall(app, user, 'PATCH', url, { outline: { sections: Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, heading: `H${i}` })) } });
    expect(tooMany.statusCode).toBe(400);
    const noTopic = await workflowCall(app, user, 'POST', `${url}/research`, { topic: '  ' });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().message).toBe('Please type a topic to research.');
  });

  it('takes only the project’s own assets into the files step', async () => {
    const user = await writer('Fiona Files');
    const other = await writer('Oscar Other');
    const mine = await addTextAsset(ctx.db, { userId: user.unique_id, projectId: user.projects[0]!._id, kind: 'file', title: 'mine.md', text: 'Worms eat kitchen scraps.' });
    const theirs = await addTextAsset(ctx.db, { userId: other.unique_id, projectId: other.projects[0]!._id, kind: 'file', title: 'theirs.md', text: 'Private notes.' });
    const workflow = await newWorkflow(app, user);
    const url = `/api/workflows/${workflow.id}`;
    const foreign = await workflowCall(app, user, 'PATCH', url, { files: { asset_ids: [mine.id, theirs.id] } });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.db.select().from(workflows).where(eq(workflows.id, workflow.id)))[0]!.files.asset_ids).toEqual([]);
    const own = await workflowCall(app, user, 'PATCH', url, { files: { asset_ids: [mine.id] } });
    expect(own.json<{ workflow: TWorkflow }>().workflow.files.asset_ids).toEqual([mine.id]);
  });

  it('is its author’s alone: another person gets 404 for every call, and cannot start one in someone else’s project', async () => {
    const owner = await writer('Olga Owner');
    const intruder = await writer('Ivan Intruder');
    const workflow = await newWorkflow(app, owner);
    const url = `/api/workflows/${workflow.id}`;
    expect((await workflowCall(app, intruder, 'GET', url)).statusCode).toBe(404);
    expect((await workflowCall(app, intruder, 'PATCH', url, { headline: { highlight: 'Mine now' } })).statusCode).toBe(404);
    expect((await workflowCall(app, intruder, 'POST', `${url}/research`, { topic: 'x' })).statusCode).toBe(404);
    expect((await workflowCall(app, intruder, 'POST', `${url}/write`)).statusCode).toBe(404);
    expect((await workflowCall(app, intruder, 'DELETE', url)).statusCode).toBe(404);
    expect((await workflowCall(app, intruder, 'GET', '/api/workflows')).json().workflows).toEqual([]);
    const foreignProject = await workflowCall(app, intruder, 'POST', '/api/workflows', { project_id: owner.projects[0]!._id });
    expect(foreignProject.statusCode).toBe(404);
    // Someone else's unique_id is refused outright.
    const impersonated = await app.inject({ method: 'GET', url: `${url}?unique_id=${owner.unique_id}`, headers: { cookie: intruder.cookie } });
    expect(impersonated.statusCode).toBe(403);
    expect((await workflowCall(app, owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await workflowCall(app, owner, 'GET', url)).statusCode).toBe(404);
  });
});

describe('writing the draft', () => {
  it('writes the outline’s sections into a new doc with citations to the research’s passages, and charges one run and the words once', async () => {
    const user = await writer('Dora Draft');
    const workflow = await readyToWrite(user);
    await setResearchFound(ctx, workflow.id, { related_keywords: ['compost bin', 'compost time'], serp_headlines: [{ title: 'Compost basics', url: 'https://example.com/compost', headings: [] }] });
    await ctx.db.update(users).set({ featureRuns: { autoblog_workflow: 5, content_optimization: 1 } }).where(eq(users.id, user.unique_id));
    const before = await userPool(ctx, user);
    const done = await written(user, workflow.id);
    expect(done.write.job, JSON.stringify(done.write.job)).toMatchObject({ status: 'ready', progress: 100 });
    expect(done.step).toBe('write');
    const [doc] = await ctx.db.select().from(blogs).where(eq(blogs.id, done.write.blog_id!));
    expect(doc!.title).toBe('Home compost in six months');
    expect(doc!.inputType).toBe('workflow');
    expect(doc!.userInput).toMatchObject({ topic: 'home compost', headlines: ['Home compost in six months'], tone: 'FORMAL' });
    const html = doc!.copyToSave;
    // The writer's intro, their section intro and list, the model's sections in the outline's order.
    expect(html.startsWith('<p>Why compost at home.</p><h2>What compost is</h2><p>Compost is food for soil.</p>')).toBe(true);
    expect(html.indexOf('<h2>What compost is</h2>')).toBeLessThan(html.indexOf('<h2>How long it takes</h2>'));
    expect(html).toContain('<ul><li><p>Turn weekly</p></li><li><p>Keep it moist</p></li></ul>');
    // [1] opens its passage on the page; [99] (never given) is dropped; the sources quote the passage.
    expect(html).toContain('<a href="https://example.com/compost#:~:text=Compost%20is%20ready%20in%202%20to%206%20months." title="Compost basics">[1]</a>');
    expect(html).not.toContain('[99]');
    expect(html).toContain('“Compost is ready in 2 to 6 months. Turn it weekly.”');
    expect(doc!.metaData).toMatchObject({ meta: expect.stringMatching(/^A clear guide to home compost: /), conclusion: 'Now you know the basics of home compost.', seoKeywords: ['home compost', 'compost bin', 'compost time'] });
    // The outline was the writer's: the model wrote three sections, the extras and the optimised meta description, each once.
    const calls = finishedCalls(fake);
    expect([...calls.keys()].sort()).toEqual(['extras:home compost', 'optimise:home compost', 'section:home compost:1', 'section:home compost:2', 'section:home compost:3']);
    // The writer's headline stays the title.
    expect(doc!.title).toBe('Home compost in six months');
    // The draft is followed here and in the editor, not among the person's AutoBlog runs.
    const runs = await app.inject({ method: 'GET', url: `/api/autoblog/runs?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(runs.json().runs).toEqual([]);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    const after = await userPool(ctx, user);
    expect(after.runs).toBe(before.runs - 1);
    const [article] = await ctx.db.select().from(autoblogArticles).where(eq(autoblogArticles.blogId, doc!.id));
    // Three sections of about 40 words and the extras: each delivery charged for its own words.
    expect(article!.creditsCharged).toBeGreaterThanOrEqual(1.4);
    expect(Math.round((after.creditsUsed - before.creditsUsed) * 10) / 10).toBe(article!.creditsCharged);
    expect(done.write.credits_charged).toBe(article!.creditsCharged);
    // Written once: asking again while done starts a new doc, never the same one twice.
    expect(done.abilities.write).toBe(true);
    // The doc's SEO brief is built from the research while the draft is written.
    const [brief] = await ctx.db.select().from(seoBriefs).where(eq(seoBriefs.blogId, doc!.id));
    expect(brief).toMatchObject({ keyword: 'home compost', secondaryKeywords: ['compost bin', 'compost time'], urls: ['https://example.com/compost'] });
  });

  it('pauses when the credits run out mid-draft with the written sections in the doc and charged, and resumes without asking the model again', async () => {
    const user = await writer('Petra Paused');
    const workflow = await readyToWrite(user);
    await setCreditsLeft(ctx, user, 0.5);
    const paused = await written(user, workflow.id);
    expect(paused.write.job.status, JSON.stringify(paused.write.job)).toBe('paused');
    expect(paused.write.job.error).toMatch(/^Paused: /);
    const [partial] = await ctx.db.select().from(blogs).where(eq(blogs.id, paused.write.blog_id!));
    // What is in the doc was charged; the section the pool could not pay for is not in it.
    expect(partial!.copyToSave).toContain('<h2>What compost is</h2>');
    expect(partial!.copyToSave).not.toContain('<h2>Getting started</h2>');
    expect((await userPool(ctx, user)).creditsUsed).toBe(1_000);
    const runsBefore = (await userPool(ctx, user)).runs;
    await setCreditsLeft(ctx, user, 500);
    const resumed = await written(user, workflow.id);
    expect(resumed.write.job.status).toBe('ready');
    expect(resumed.write.blog_id).toBe(paused.write.blog_id);
    const [doc] = await ctx.db.select().from(blogs).where(eq(blogs.id, paused.write.blog_id!));
    expect(doc!.copyToSave).toContain('<h2>Getting started</h2>');
    expect(doc!.copyToSave).toContain('<h2>Conclusion</h2>');
    expect((await userPool(ctx, user)).runs).toBe(runsBefore - 1);
    expect([...finishedCalls(fake).values()].every((count) => count === 1)).toBe(true);
  });

  it('refuses to write without a headline or an outline, and says so', async () => {
    const user = await writer('Nora Nothing');
    const workflow = await newWorkflow(app, user);
    const response = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Pick a headline first.');
    await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, { headline: { highlight: 'Only a headline' } });
    const noOutline = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
    expect(noOutline.statusCode).toBe(400);
    expect(noOutline.json().message).toBe('Add at least one subheading to the outline first.');
  });

  it('refuses when the person has no AutoBlog runs left (429), with nothing made', async () => {
    const user = await writer('Ruth Runs');
    const workflow = await readyToWrite(user);
    await setAutoblogRuns(ctx, user, 0);
    const response = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
    expect(response.statusCode).toBe(429);
    expect(await ctx.db.select().from(blogs).where(eq(blogs.userId, user.unique_id))).toHaveLength(0);
  });
});
