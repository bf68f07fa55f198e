import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TWorkflow } from '@core/api/workflows';
import type { TApp } from '../../context';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser } from '../../test/factories';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { newWorkflow, waitForWorkflow, workflowCall } from './workflowTestHelpers';

// The research step through the HTTP layer and its pg-boss job: a SearXNG-compatible fake answers,
// the top result's page is served from 127.0.0.1.
let app: TApp;
let close: () => Promise<void>;
let search: TFakeSearch;
let site: TLocalSite;

beforeAll(async () => {
  search = await startFakeSearch();
  site = await startLocalSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/barrels': {
      body: '<!doctype html><html lang="en"><head><title>Rain barrels</title></head><body><main><article><h1>Rain barrels</h1><h2>How much a rain barrel holds</h2><p>A standard rain barrel holds 55 gallons of water. One inch of rain on a 1,000 square foot roof gives 623 gallons.</p><h2>Rain barrel safety</h2><p>Rain barrels need a screen against mosquitoes.</p></article></main></body></html>',
    },
  });
  ({ app, close } = await buildTestApp({ SEARXNG_URL: search.url, FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
});
afterAll(async () => {
  await close();
  await Promise.all([search.close(), site.close()]);
});

it('researches the topic as a job: keywords, results with their headings, questions and facts quoted from the page read, then the context', async () => {
  search.answer({ results: [{ title: 'Rain barrels: a guide', url: `${site.origin}/barrels`, snippet: 'Rain barrel sizes.' }], related: ['rain barrel size', 'How big is a rain barrel?'] });
  const user = await buildUser(app, { name: 'Rhea Research' });
  const workflow = await newWorkflow(app, user);
  const started = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/research`, { topic: 'rain barrel', quora: false, reddit: false });
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json<{ workflow: TWorkflow }>().workflow;
  expect(queued.research).toMatchObject({ topic: 'rain barrel', quora: false, job: { status: 'queued' } });
  expect(queued.abilities.research).toBe(false);
  // One research at a time.
  const again = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/research`, { topic: 'rain barrel' });
  expect([202, 409]).toContain(again.statusCode);

  const done = await waitForWorkflow(app, user, workflow.id, (current) => ['ready', 'failed'].includes(current.research.job.status));
  expect(done.research.job, JSON.stringify(done.research.job)).toMatchObject({ status: 'ready', progress: 100 });
  const research = done.research;
  expect(research.engine).toBe('web');
  expect(research.related_keywords).toContain('rain barrel size');
  expect(research.serp_headlines[0]).toMatchObject({ title: 'Rain barrels: a guide', headings: expect.arrayContaining(['How much a rain barrel holds']) });
  expect(research.questions.map((question) => question.text)).toContain('How big is a rain barrel?');
  const facts = research.fact_sheets.flatMap((sheet) => sheet.facts);
  expect(facts.map((fact) => fact.text)).toContain('A standard rain barrel holds 55 gallons of water.');
  for (const fact of facts) expect(fact.passage.text).toContain(fact.text);
  expect(research.research_context).toContain('55 gallons');
  expect(done.abilities.research).toBe(true);

  // Selecting one fact narrows the context the later steps use, without running the research again.
  const narrowed = await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, { research: { selected_context: ['A standard rain barrel holds 55 gallons of water.'] } });
  const context = narrowed.json<{ workflow: TWorkflow }>().workflow.research.research_context;
  expect(context).toContain('55 gallons');
  expect(context).not.toContain('How big is a rain barrel?');
});

it('researches the assets only, and says so, when the search fails', async () => {
  search.answer(500);
  const user = await buildUser(app, { name: 'Ada Assets' });
  const workflow = await newWorkflow(app, user);
  await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/research`, { topic: 'compost' });
  const done = await waitForWorkflow(app, user, workflow.id, (current) => ['ready', 'failed'].includes(current.research.job.status));
  expect(done.research.job.status).toBe('ready');
  expect(done.research.engine).toBe('assets');
  expect(done.research.notices.join(' ')).toMatch(/web search failed/);
});
