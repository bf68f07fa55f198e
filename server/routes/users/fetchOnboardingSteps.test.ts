import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOnboardingStepId, TOnboardingStepsResponse } from '@core/api/onboarding';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { chats, projects, teams } from '../../db/schema';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// Each checklist step (spec §3 step flags) is decided on the server from what the person really did:
// false before the action, true after it, and never ticked by someone else's action.
const DISCORD_URL = 'https://discord.gg/longform-test';
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let receiver: TLocalSite;

beforeAll(async () => {
  receiver = await startLocalSite({ '/hook': { status: 200, type: 'application/json', body: '{"ok":true}' } });
  ({ app, ctx, close } = await buildTestApp({ DISCORD_URL, FETCH_ALLOW_PRIVATE: 'true' }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await receiver?.close();
});

type TMethod = 'GET' | 'POST';
const call = (method: TMethod, url: string, user: TTestUser, payload?: object) =>
  app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });
async function steps(user: TTestUser): Promise<TOnboardingStepsResponse> {
  const response = await call('GET', '/api/fetch/onboarding_steps', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const done = async (user: TTestUser, id: TOnboardingStepId) => (await steps(user)).steps.find((step) => step.id === id)?.done;
const project = (user: TTestUser) => user.projects[0]!._id;
async function expectCall(method: TMethod, url: string, user: TTestUser, payload: object, status: number) {
  const response = await call(method, url, user, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}
const askFactgpt = (user: TTestUser) =>
  expectCall('POST', '/api/generate/query/stream', user, { unique_id: user.unique_id, project_id: project(user), query: 'What is a pillar page?', mode: 'instruct' }, 200);

/** A team plan's admin, its team, and a second person who joins it by invitation. */
async function teamOf(adminName: string) {
  const admin = await buildUser(app, { name: adminName });
  await assignPlan(ctx.db, admin.unique_id, PLANS.team_monthly_april_2024!);
  const [team] = await ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
  return { admin, teamId: team!.id };
}

describe('GET /api/fetch/onboarding_steps', () => {
  it('starts a new account with the flow to show, every step in order, and only its first project done', async () => {
    const user = await buildUser(app);
    const answer = await steps(user);
    expect(answer).toMatchObject({ flow: 'pending', show_flow: true, show_checklist: false, checklist_dismissed: false, done: 1, total: 10, discord_url: DISCORD_URL });
    expect(answer.steps).toEqual([
      { id: 'project', done: true },
      { id: 'factgpt', done: false },
      { id: 'chat', done: false },
      { id: 'editor', done: false },
      { id: 'workflows', done: false },
      { id: 'templates', done: false },
      { id: 'repurpose', done: false },
      { id: 'integrations', done: false },
      { id: 'team', done: false },
      { id: 'discord', done: false },
    ]);
    expect((await call('GET', `/api/fetch/onboarding_steps?unique_id=someone-else`, user)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/fetch/onboarding_steps' })).statusCode).toBe(401);
  });

  it('project: done once the person owns a project', async () => {
    const user = await buildUser(app);
    await ctx.db.delete(projects).where(eq(projects.ownerId, user.unique_id));
    expect(await done(user, 'project')).toBe(false);
    await expectCall('POST', '/api/add/project', user, { unique_id: user.unique_id, project_name: 'Recipes' }, 201);
    expect(await done(user, 'project')).toBe(true);
  });

  it('factgpt: done once a question was answered, and stays done when the chat is deleted', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    expect(await done(user, 'factgpt')).toBe(false);
    await askFactgpt(user);
    expect(await done(user, 'factgpt')).toBe(true);
    expect(await done(other, 'factgpt')).toBe(false);
    await ctx.db.delete(chats).where(eq(chats.userId, user.unique_id));
    expect(await done(user, 'factgpt')).toBe(true);
  });

  it('chat: done once a FactGPT answer was kept as a doc', async () => {
    const user = await buildUser(app);
    await expectCall('POST', '/api/save/user/copy', user, { unique_id: user.unique_id, project_id: project(user), copy_to_save: '<p>A tool wrote this.</p>', input_type: 'tool:faqs' }, 201);
    expect(await done(user, 'chat')).toBe(false);
    await expectCall('POST', '/api/save/user/copy', user, { unique_id: user.unique_id, project_id: project(user), copy_to_save: '<p>An answer with its sources.</p>', input_type: 'factgpt' }, 201);
    expect(await done(user, 'chat')).toBe(true);
  });

  it('editor: done once a doc started in the editor has words', async () => {
    const user = await buildUser(app);
    const blank = (await expectCall('POST', '/api/create/user/copy', user, { unique_id: user.unique_id, project_id: project(user) }, 201)).json().copy;
    expect(await done(user, 'editor')).toBe(false);
    await expectCall('POST', '/api/save/user/copy', user, { unique_id: user.unique_id, project_id: project(user), save_id: blank._id, copy_to_save: '<p>My own first paragraph.</p>' }, 200);
    expect(await done(user, 'editor')).toBe(true);
  });

  it('workflows: done once a step-by-step workflow was started', async () => {
    const user = await buildUser(app);
    expect(await done(user, 'workflows')).toBe(false);
    await expectCall('POST', '/api/workflows', user, { unique_id: user.unique_id, project_id: project(user) }, 201);
    expect(await done(user, 'workflows')).toBe(true);
  });

  it('templates: done once the person made a prompt template', async () => {
    const user = await buildUser(app);
    expect(await done(user, 'templates')).toBe(false);
    await expectCall('POST', '/api/create/prompt/template', user, { unique_id: user.unique_id, template: 'Blurb', formula: 'Describe {product}.' }, 201);
    expect(await done(user, 'templates')).toBe(true);
  });

  it('repurpose: done once a repurpose format ran, not a writing tool', async () => {
    const user = await buildUser(app);
    await expectCall('POST', '/api/generate/tool/synopsis', user, { unique_id: user.unique_id, values: { text: 'Sourdough needs time. Flour, water and salt make the loaf.' } }, 200);
    expect(await done(user, 'repurpose')).toBe(false);
    await expectCall('POST', '/api/generate/tool/executive-summary', user, { unique_id: user.unique_id, values: { text: 'Sourdough needs time. Flour, water and salt make the loaf. Bakers fold the dough.' } }, 200);
    expect(await done(user, 'repurpose')).toBe(true);
  });

  it('integrations: done once the person connected one (a custom webhook here)', async () => {
    const { admin } = await teamOf('Hook Admin');
    expect(await done(admin, 'integrations')).toBe(false);
    await expectCall('POST', '/api/integrations/custom/connect', admin, { uid: admin.unique_id, webhook_url: `${receiver.origin}/hook` }, 200);
    expect(await done(admin, 'integrations')).toBe(true);
  });

  it('team: done for an admin who invites someone and for the person who joins, not for the others', async () => {
    const { admin, teamId } = await teamOf('Team Admin');
    const joiner = await buildUser(app);
    const bystander = await buildUser(app);
    expect(await done(admin, 'team')).toBe(false);
    await expectCall('POST', '/api/add/team/member', admin, { team_id: teamId, email: joiner.email }, 201);
    expect(await done(admin, 'team')).toBe(true);
    expect(await done(joiner, 'team')).toBe(false);
    await expectCall('POST', '/api/join/team', joiner, { team_id: teamId }, 200);
    expect(await done(joiner, 'team')).toBe(true);
    expect(await done(bystander, 'team')).toBe(false);
  });

  it('team mode: a teammate’s chat in the team does not tick the admin’s FactGPT step', async () => {
    const { admin, teamId } = await teamOf('Mode Admin');
    const member = await buildUser(app);
    await expectCall('POST', '/api/add/team/member', admin, { team_id: teamId, email: member.email }, 201);
    await expectCall('POST', '/api/join/team', member, { team_id: teamId }, 200);
    await expectCall('POST', '/api/save/user/chat', member, { unique_id: member.unique_id, team_id: teamId, project_id: project(admin), chat_history: [{ role: 'user', content: 'Hello' }] }, 201);
    expect(await done(member, 'factgpt')).toBe(true);
    expect(await done(admin, 'factgpt')).toBe(false);
  });
});

describe('POST /api/update/user/onboarding_state', () => {
  it('discord: done once the person opened the link (a recorded click)', async () => {
    const user = await buildUser(app);
    expect(await done(user, 'discord')).toBe(false);
    const answer = await expectCall('POST', '/api/update/user/onboarding_state', user, { step: 'discord' }, 200);
    expect(answer.json().steps).toContainEqual({ id: 'discord', done: true });
    expect(await done(user, 'discord')).toBe(true);
  });

  it('remembers a skipped flow and a hidden checklist', async () => {
    const user = await buildUser(app);
    const skipped = (await expectCall('POST', '/api/update/user/onboarding_state', user, { flow: 'skipped' }, 200)).json();
    expect(skipped).toMatchObject({ flow: 'skipped', show_flow: false, show_checklist: true });
    expect(await steps(user)).toMatchObject({ flow: 'skipped', show_flow: false, show_checklist: true });
    await expectCall('POST', '/api/update/user/onboarding_state', user, { checklist_dismissed: true }, 200);
    expect(await steps(user)).toMatchObject({ flow: 'skipped', show_checklist: false, checklist_dismissed: true });
  });

  it('refuses what it cannot record, and another account', async () => {
    const user = await buildUser(app);
    const cases: [object, string][] = [
      [{}, 'Say what to record: flow, checklist_dismissed or step.'],
      [{ step: 'factgpt' }, 'Only the Discord step is recorded by a click; the others come from what you have done.'],
      [{ flow: 'finished' }, 'flow can only be "skipped" here; finishing saves the answers.'],
      [{ checklist_dismissed: false }, 'checklist_dismissed can only be true.'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/update/user/onboarding_state', user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('POST', '/api/update/user/onboarding_state', user, { unique_id: 'someone-else', flow: 'skipped' })).statusCode).toBe(403);
    expect((await steps(user)).flow).toBe('pending');
  });

  it('the checklist disappears once every step is done', async () => {
    const user = await buildUser(app);
    await expectCall('POST', '/api/update/user/onboarding_state', user, { flow: 'skipped' }, 200);
    const every = Object.fromEntries(['project', 'factgpt', 'chat', 'editor', 'workflows', 'templates', 'repurpose', 'integrations', 'team', 'discord'].map((id) => [id, true]));
    const { users } = await import('../../db/schema');
    await ctx.db.update(users).set({ onboardingSteps: { flow_skipped: true, ...every } }).where(eq(users.id, user.unique_id));
    expect(await steps(user)).toMatchObject({ done: 10, total: 10, show_checklist: false });
  });
});

describe('an installation without DISCORD_URL', () => {
  it('leaves the Discord step out and refuses its click', async () => {
    const bare = await buildTestApp();
    try {
      const user = await buildUser(bare.app);
      const answer = (await bare.app.inject({ url: '/api/fetch/onboarding_steps', headers: { cookie: user.cookie } })).json<TOnboardingStepsResponse>();
      expect(answer).toMatchObject({ total: 9, discord_url: null });
      expect(answer.steps.map((step) => step.id)).not.toContain('discord');
      const click = await bare.app.inject({ method: 'POST', url: '/api/update/user/onboarding_state', headers: { cookie: user.cookie }, payload: { step: 'discord' } });
      expect(click.statusCode).toBe(400);
      expect(click.json().message).toBe('This installation has no Discord community to join.');
    } finally {
      await bare.close();
    }
  }, 60_000);
});
