import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type TMethod = 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser | null, payload?: object) =>
  harness.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

const addProject = (user: TTestUser, projectName: string) =>
  call('POST', '/api/add/project', user, { unique_id: user.unique_id, project_name: projectName });

describe('projects', () => {
  it('creates, renames and deletes projects, answering the full list each time', async () => {
    const created = await addProject(ann, '  Client work  ');
    expect(created.statusCode).toBe(201);
    const project = created.json().project;
    expect(project.project_name).toBe('Client work');
    expect(created.json().projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Ann first', 'Client work']);

    const renamed = await call('PUT', '/api/update/project', ann, { unique_id: ann.unique_id, project_id: project._id, project_name: 'Agency work' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().project).toEqual({ _id: project._id, project_name: 'Agency work', policies: { use: true, update: true, delete: true } });

    const deleted = await call('DELETE', `/api/delete/project?unique_id=${ann.unique_id}&project_id=${project._id}`, ann);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().projects.map((p: { project_name: string }) => p.project_name)).toEqual(['Ann first']);
  });

  it('never deletes the last project', async () => {
    const only = ann.projects[0]!._id;
    const response = await call('DELETE', `/api/delete/project?unique_id=${ann.unique_id}&project_id=${only}`, ann);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at least one project/);
  });

  it('keeps each user to their own projects whatever ids the request carries', async () => {
    const bobsProject = bob.projects[0]!._id;
    const rename = await call('PUT', '/api/update/project', ann, { unique_id: ann.unique_id, project_id: bobsProject, project_name: 'Mine now' });
    expect(rename.statusCode).toBe(404);
    const remove = await call('DELETE', `/api/delete/project?unique_id=${ann.unique_id}&project_id=${bobsProject}`, ann);
    expect(remove.statusCode).toBe(404);
    const asBob = await call('POST', '/api/add/project', ann, { unique_id: bob.unique_id, project_name: 'Sneaky' });
    expect(asBob.statusCode).toBe(403);
    const bobDetails = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${bob.unique_id}`, headers: { cookie: bob.cookie } });
    expect(bobDetails.json().projects).toEqual([{ _id: bobsProject, project_name: 'Bob first' }]);
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', '/api/add/project', null, { unique_id: ann.unique_id, project_name: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/update/project', null, { unique_id: ann.unique_id, project_id: 'x', project_name: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/delete/project?unique_id=${ann.unique_id}&project_id=x`, null)).statusCode).toBe(401);
  });

  it.each([
    [{ project_name: '' }, /name your project/],
    [{ project_name: 'x'.repeat(81) }, /at most 80/],
    [{}, /name your project/],
  ])('rejects bad names %#', async (body, message) => {
    const response = await call('POST', '/api/add/project', ann, { unique_id: ann.unique_id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'project_name', message: expect.stringMatching(message) });
    const rename = await call('PUT', '/api/update/project', ann, { unique_id: ann.unique_id, project_id: ann.projects[0]!._id, ...body });
    expect(rename.statusCode).toBe(400);
  });

  it('treats malformed project ids as missing', async () => {
    const response = await call('PUT', '/api/update/project', ann, { unique_id: ann.unique_id, project_id: 'not-a-uuid', project_name: 'x' });
    expect(response.statusCode).toBe(404);
  });
});
