import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

// Paging parameters from the query string: negative, reversed, huge or not numbers answer 400 with
// the field named (never 500), and a huge page is capped rather than read whole.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  user = await buildUser(harness.app);
});
afterAll(async () => harness.close());

const get = (url: string) => harness.app.inject({ url, headers: { cookie: user.cookie } });

describe('paging parameters', () => {
  it('refuse bad values with the field and accept huge but valid ones', async () => {
    const project = user.projects[0]!._id;
    const chats = `/api/fetch/chat/history?unique_id=${user.unique_id}`;
    const refused: Array<[string, string]> = [
      [`/api/get/saved/user/details/5/2?project_id=${project}`, 'end'],
      [`/api/get/saved/user/details/-1/2?project_id=${project}`, 'start'],
      [`/api/get/saved/user/details/abc/2?project_id=${project}`, 'start'],
      [`/api/get/saved/user/details/0/99999999999999999999999?project_id=${project}`, 'end'],
      [`${chats}&start_count=10&end_count=2`, 'end_count'],
      [`${chats}&start_count=-5&end_count=2`, 'start_count'],
      [`/api/fetch/assets?project_id=${project}&page=-1`, 'page'],
      [`/api/fetch/assets?project_id=${project}&page_size=100000`, 'page_size'],
    ];
    for (const [url, field] of refused) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field, message: expect.any(String) });
    }
    expect((await get(`/api/get/saved/user/details/0/999999999999?project_id=${project}`)).json()).toMatchObject({ total: 0 });
    expect((await get(`${chats}&start_count=0&end_count=99999999999`)).statusCode).toBe(200);
  });
});
