import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

// The docs list (GET /api/get/saved/user/details and its paged form, spec §7): only the asked
// project's docs of the asked feature, and only for the signed-in user.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app, { project_name: 'Ann site' });
  bob = await buildUser(harness.app, { project_name: 'Bob site' });
});
afterAll(async () => harness.close());

const get = (user: TTestUser, url: string) => harness.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const post = (user: TTestUser, url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

const save = async (user: TTestUser, projectId: string, title: string): Promise<string> => {
  const response = await post(user, '/api/save/user/copy', { unique_id: user.unique_id, project_id: projectId, title, copy_to_save: `<p>${title} text.</p>` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy._id as string;
};

const FIRST_PAGE = '/api/get/saved/user/details';
const PAGED = '/api/get/saved/user/details/0/10';
const listedIds = async (user: TTestUser, path: string, query: string): Promise<string[]> => {
  const response = await get(user, `${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().saved_items.map((item: { _id: string }) => item._id);
};

describe('docs list: what it shows', () => {
  it("shows only the asked project's docs, not those of the user's other projects", async () => {
    const user = await buildUser(harness.app, { project_name: 'Main site' });
    const added = await post(user, '/api/add/project', { unique_id: user.unique_id, project_name: 'Side site' });
    expect(added.statusCode, added.body).toBe(201);
    const main = user.projects[0]!._id;
    const side = added.json().project._id as string;
    const inMain = await save(user, main, 'Main doc');
    const inSide = await save(user, side, 'Side doc');

    for (const path of [FIRST_PAGE, PAGED]) {
      expect(await listedIds(user, path, `unique_id=${user.unique_id}&project_id=${main}&feature_type=blog`)).toEqual([inMain]);
      expect(await listedIds(user, path, `unique_id=${user.unique_id}&project_id=${side}&feature_type=blog`)).toEqual([inSide]);
    }
    const total = await get(user, `${PAGED}?unique_id=${user.unique_id}&project_id=${main}&feature_type=blog`);
    expect(total.json().total).toBe(1);
  });

  it('shows only docs whose output_type is the asked feature_type', async () => {
    const user = await buildUser(harness.app);
    const project = user.projects[0]!._id;
    const blog = await save(user, project, 'A blog');
    const other = await save(user, project, 'A repurposed piece');
    // No save call writes another output type yet; the column is what the filter reads.
    await harness.ctx.db.update(blogs).set({ outputType: 'repurpose' }).where(eq(blogs.id, other));

    for (const path of [FIRST_PAGE, PAGED]) {
      expect(await listedIds(user, path, `unique_id=${user.unique_id}&project_id=${project}&feature_type=blog`)).toEqual([blog]);
      // feature_type defaults to blog.
      expect(await listedIds(user, path, `unique_id=${user.unique_id}&project_id=${project}`)).toEqual([blog]);
      expect(await listedIds(user, path, `unique_id=${user.unique_id}&project_id=${project}&feature_type=repurpose`)).toEqual([other]);
    }
    const total = await get(user, `${PAGED}?unique_id=${user.unique_id}&project_id=${project}&feature_type=blog`);
    expect(total.json().total).toBe(1);
  });
});

describe('docs list: who may read it', () => {
  it("answers the paged route as the first page: another user's unique_id 403, their project 404", async () => {
    await save(ann, ann.projects[0]!._id, 'Ann only');
    const annsProject = ann.projects[0]!._id;
    for (const path of [FIRST_PAGE, PAGED]) {
      const asAnn = await get(bob, `${path}?unique_id=${ann.unique_id}&project_id=${annsProject}`);
      expect(asAnn.statusCode, `${path}: ${asAnn.body}`).toBe(403);
      expect(asAnn.body).not.toContain('Ann only');
      // Bob naming his own unique_id with her project, or no unique_id at all.
      for (const query of [`unique_id=${bob.unique_id}&project_id=${annsProject}`, `project_id=${annsProject}`]) {
        const hers = await get(bob, `${path}?${query}`);
        expect(hers.statusCode, `${path}?${query}: ${hers.body}`).toBe(404);
        expect(hers.body).not.toContain('Ann only');
      }
    }
    // Ann herself reads it through both routes.
    expect(await listedIds(ann, PAGED, `unique_id=${ann.unique_id}&project_id=${annsProject}`)).toHaveLength(1);
  });
});
