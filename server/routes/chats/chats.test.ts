import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatItem } from '@core/api/chat';
import { teamMembers, teams } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app, { project_name: 'Ann first' });
  bob = await buildUser(harness.app, { project_name: 'Bob first' });
});
afterAll(async () => harness.close());

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (method: TMethod, url: string, user: TTestUser | null, payload?: object) =>
  harness.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

const turn = (n: number): TChatItem[] => [
  { role: 'user', content: `Question ${n}` },
  { role: 'assistant', content: `Answer ${n} [1]`, engine: 'offline', model: 'offline' },
];
const chatBody = (user: TTestUser, extra: object = {}) => ({
  unique_id: user.unique_id,
  project_id: user.projects[0]!._id,
  chat_history: turn(1),
  mode: 'asset_file',
  search_obj: { filename: [{ asset_id: 'a1', label: 'report.pdf' }], url: [], domain: [] },
  follow_up: ['What else?'],
  model: 'gpt-4',
  ...extra,
});
const save = async (user: TTestUser, extra: object = {}) => {
  const response = await call('POST', '/api/save/user/chat', user, chatBody(user, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().chat as { save_id: string; title: string };
};
const history = (user: TTestUser, query: string) => call('GET', `/api/fetch/chat/history?unique_id=${user.unique_id}&${query}`, user);

describe('chats', () => {
  it('saves a chat and reopens it with its mode, sources and model', async () => {
    const saved = await save(ann);
    expect(saved.title).toBe('Question 1');
    const fetched = await call('GET', `/api/fetch/user/chat?chat_id=${saved.save_id}`, ann);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().chat).toMatchObject({
      save_id: saved.save_id,
      mode: 'asset_file',
      model: 'gpt-4',
      search_obj: { filename: [{ asset_id: 'a1', label: 'report.pdf' }], url: [], domain: [] },
      follow_up: ['What else?'],
      chat_history: turn(1),
      team_id: null,
      project_id: ann.projects[0]!._id,
    });
  });

  it('keeps only the last 20 history items on update', async () => {
    const saved = await save(ann);
    const long = Array.from({ length: 15 }, (_, i) => turn(i + 1)).flat();
    const updated = await call('PUT', '/api/update/chat', ann, { ...chatBody(ann), save_id: saved.save_id, chat_history: long, mode: 'serp' });
    expect(updated.statusCode, updated.body).toBe(200);
    const chat = updated.json().chat;
    expect(chat.chat_history).toHaveLength(20);
    expect(chat.chat_history[0].content).toBe('Question 6');
    expect(chat.chat_history.at(-1).content).toBe('Answer 15 [1]');
    expect(chat.mode).toBe('serp');
    // The title stays the first question, even once it has left the kept history.
    expect(chat.title).toBe('Question 1');
    const fetched = await call('GET', `/api/fetch/user/chat?chat_id=${saved.save_id}`, ann);
    expect(fetched.json().chat.chat_history).toHaveLength(20);
  });

  it('lists chats newest first, page by page, in one project', async () => {
    const user = await buildUser(harness.app);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await save(user, { chat_history: turn(i) })).save_id);
    const added = await call('POST', '/api/add/project', user, { unique_id: user.unique_id, project_name: 'Other' });
    const otherProject = added.json().project._id;
    await save(user, { project_id: otherProject, chat_history: turn(99) });

    const first = await history(user, `start_count=0&end_count=2&project_id=${user.projects[0]!._id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(5);
    expect(first.json().chat_items.map((c: { title: string }) => c.title)).toEqual(['Question 5', 'Question 4']);
    const second = await history(user, `start_count=2&end_count=4&project_id=${user.projects[0]!._id}`);
    expect(second.json().chat_items.map((c: { save_id: string }) => c.save_id)).toEqual([ids[2], ids[1]]);
    const all = await history(user, 'start_count=0&end_count=20');
    expect(all.json().total).toBe(6);
    expect(all.json().chat_items[0].title).toBe('Question 99');

    // An update moves the chat to the top.
    await call('PUT', '/api/update/chat', user, { ...chatBody(user), save_id: ids[0], chat_history: [...turn(1), ...turn(2)] });
    const afterUpdate = await history(user, `start_count=0&end_count=1&project_id=${user.projects[0]!._id}`);
    expect(afterUpdate.json().chat_items[0].save_id).toBe(ids[0]);

    expect((await history(user, 'start_count=3&end_count=3')).statusCode).toBe(400);
  });

  it('deletes a chat with deleted: true', async () => {
    const saved = await save(ann);
    const deleted = await call('PUT', '/api/update/chat', ann, { unique_id: ann.unique_id, save_id: saved.save_id, deleted: true });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, save_id: saved.save_id });
    expect((await call('GET', `/api/fetch/user/chat?chat_id=${saved.save_id}`, ann)).statusCode).toBe(404);
    const list = await history(ann, 'start_count=0&end_count=100');
    expect(list.json().chat_items.map((c: { save_id: string }) => c.save_id)).not.toContain(saved.save_id);
  });

  it("answers 404 for another user's chat and 403 for another user's unique_id", async () => {
    const annsChat = await save(ann);
    expect((await call('GET', `/api/fetch/user/chat?chat_id=${annsChat.save_id}`, bob)).statusCode).toBe(404);
    const update = await call('PUT', '/api/update/chat', bob, { ...chatBody(bob), save_id: annsChat.save_id });
    expect(update.statusCode).toBe(404);
    const remove = await call('PUT', '/api/update/chat', bob, { unique_id: bob.unique_id, save_id: annsChat.save_id, deleted: true });
    expect(remove.statusCode).toBe(404);
    expect((await call('GET', `/api/fetch/user/chat?chat_id=${annsChat.save_id}`, ann)).statusCode).toBe(200);

    expect((await call('POST', '/api/save/user/chat', bob, chatBody(ann))).statusCode).toBe(403);
    expect((await call('GET', `/api/fetch/chat/history?unique_id=${ann.unique_id}&start_count=0&end_count=5`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/api/fetch/user/chat?chat_id=${annsChat.save_id}&unique_id=${ann.unique_id}`, bob)).statusCode).toBe(403);
    // Saving into someone else's project is refused like a missing project.
    expect((await call('POST', '/api/save/user/chat', bob, chatBody(bob, { project_id: ann.projects[0]!._id }))).statusCode).toBe(404);
    expect((await call('GET', '/api/fetch/user/chat?chat_id=not-a-uuid', ann)).statusCode).toBe(404);
  });

  it('keeps team-mode chats apart and saves them in the team admin\'s projects', async () => {
    const admin = await buildUser(harness.app, { project_name: 'Team site' });
    const member = await buildUser(harness.app);
    const [team] = await harness.ctx.db.insert(teams).values({ adminId: admin.unique_id, planName: 'agency_monthly_april_2024' }).returning();
    await harness.ctx.db.insert(teamMembers).values([
      { teamId: team!.id, userId: admin.unique_id },
      { teamId: team!.id, userId: member.unique_id },
    ]);
    const teamChat = await save(member, { team_id: team!.id, project_id: admin.projects[0]!._id });
    await save(member, { chat_history: turn(7) });

    const teamList = await history(member, `start_count=0&end_count=10&team_id=${team!.id}`);
    expect(teamList.json().chat_items.map((c: { save_id: string }) => c.save_id)).toEqual([teamChat.save_id]);
    const personal = await history(member, 'start_count=0&end_count=10');
    expect(personal.json().chat_items.map((c: { title: string }) => c.title)).toEqual(['Question 7']);
    // Chats are private to their author, even inside the team.
    expect((await call('GET', `/api/fetch/user/chat?chat_id=${teamChat.save_id}`, admin)).statusCode).toBe(404);
    expect((await history(admin, `start_count=0&end_count=10&team_id=${team!.id}`)).json().total).toBe(0);
    // A team the caller is not in is refused.
    expect((await history(bob, `start_count=0&end_count=10&team_id=${team!.id}`)).statusCode).toBe(403);
    expect((await call('POST', '/api/save/user/chat', bob, chatBody(bob, { team_id: team!.id }))).statusCode).toBe(403);
    // Without team mode, the admin's project is not the member's.
    expect((await call('POST', '/api/save/user/chat', member, chatBody(member, { project_id: admin.projects[0]!._id }))).statusCode).toBe(404);
  });

  it('validates the body and needs a session', async () => {
    const bad = await call('POST', '/api/save/user/chat', ann, chatBody(ann, { mode: 'poetry' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mode must be/);
    const tooManyDomains = chatBody(ann, {
      search_obj: { filename: [], url: [], domain: [{ asset_id: 'd1', label: 'a.com' }, { asset_id: 'd2', label: 'b.com' }] },
    });
    expect((await call('POST', '/api/save/user/chat', ann, tooManyDomains)).statusCode).toBe(400);
    expect((await call('POST', '/api/save/user/chat', null, chatBody(ann))).statusCode).toBe(401);
    expect((await call('GET', `/api/fetch/chat/history?unique_id=${ann.unique_id}&start_count=0&end_count=5`, null)).statusCode).toBe(401);
  });
});
