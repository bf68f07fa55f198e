import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app, { onboarding_data: { team_size: '1' } });
});
afterAll(async () => harness.close());

const update = (user: TTestUser, payload: object) =>
  harness.app.inject({ method: 'POST', url: '/api/update/user/onboarding_data', headers: { cookie: user.cookie }, payload });
const steps = async (user: TTestUser) =>
  (await harness.app.inject({ url: '/api/fetch/onboarding_steps', headers: { cookie: user.cookie } })).json<{ flow: string; show_flow: boolean; show_checklist: boolean }>();

describe('POST /api/update/user/onboarding_data', () => {
  it('updates the given answers and keeps the others', async () => {
    const response = await update(ann, { onboarding_data: { starting_workflow: 'factgpt' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().onboarding_data).toMatchObject({ team_size: '1', starting_workflow: 'factgpt' });
  });

  it('refuses each answer empty, over its limit or outside its list, with the field and a readable message', async () => {
    const cases: [string, unknown, string][] = [
      ['name', '', 'Please enter your name.'],
      ['name', 'x'.repeat(101), 'Your name can be at most 100 characters.'],
      ['team_size', '', 'Please choose your team size from the list.'],
      ['team_size', '7', 'Please choose your team size from the list.'],
      ['app_starting_point', 'moon', 'Please choose where you start from the list.'],
      ['app_starting_point', '', 'Please choose where you start from the list.'],
      ['starting_workflow', 'x'.repeat(300), 'Please choose what you want to do first from the list.'],
      ['starting_workflow', '', 'Please choose what you want to do first from the list.'],
      ['hear_about_us', 'radio', 'Please choose how you heard about us from the list.'],
      ['hear_about_us', '', 'Please choose how you heard about us from the list.'],
      ['hear_about_source_or_query', '  ', 'Tell us where, or leave this question out.'],
      ['hear_about_source_or_query', 'x'.repeat(201), 'Keep this under 200 characters.'],
      ['project_name', '', 'Please name your project.'],
      ['project_name', 'x'.repeat(81), 'A project name can be at most 80 characters.'],
    ];
    for (const [field, value, message] of cases) {
      const response = await update(ann, { onboarding_data: { [field]: value } });
      expect(response.statusCode, `${field}=${String(value).slice(0, 10)}`).toBe(400);
      expect(response.json()).toMatchObject({ field: `onboarding_data.${field}`, message });
    }
    const unchanged = await update(ann, { onboarding_data: {} });
    expect(unchanged.json().onboarding_data).toMatchObject({ team_size: '1', starting_workflow: 'factgpt' });
  });

  it('refuses another user', async () => {
    const other = await update(ann, { unique_id: 'someone-else', onboarding_data: {} });
    expect(other.statusCode).toBe(403);
  });

  it('saves every answer, names the first project after the project answer and, with complete, ends the flow', async () => {
    const bea = await buildUser(harness.app, { project_name: 'Old name' });
    expect(await steps(bea)).toMatchObject({ flow: 'pending', show_flow: true, show_checklist: false });
    const answers = {
      name: 'Bea Writer',
      team_size: '2-5',
      app_starting_point: 'existing_drafts',
      starting_workflow: 'blog_workflow',
      hear_about_us: 'search',
      hear_about_source_or_query: 'self-hosted writing app',
      project_name: 'Bakery blog',
    };
    const saved = await update(bea, { onboarding_data: answers, complete: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().onboarding_data).toMatchObject(answers);
    const owned = await harness.ctx.db.select().from(projects).where(eq(projects.ownerId, bea.unique_id));
    expect(owned.map((project) => project.projectName)).toEqual(['Bakery blog']);
    expect(await steps(bea)).toMatchObject({ flow: 'finished', show_flow: false, show_checklist: true });
    const details = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${bea.unique_id}`, headers: { cookie: bea.cookie } });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().onboarding_data).toMatchObject(answers);
    expect(details.json().name).toBe('Bea Writer');
  });

  it('creates the first project when the person has none', async () => {
    const cy = await buildUser(harness.app);
    await harness.ctx.db.delete(projects).where(eq(projects.ownerId, cy.unique_id));
    expect((await update(cy, { onboarding_data: { project_name: 'Fresh start' } })).statusCode).toBe(200);
    const owned = await harness.ctx.db.select().from(projects).where(eq(projects.ownerId, cy.unique_id));
    expect(owned.map((project) => project.projectName)).toEqual(['Fresh start']);
    // Without complete, the flow is still to come.
    expect((await steps(cy)).flow).toBe('pending');
  });
});
