import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app, { onboarding_data: { team_size: '1' } });
});
afterAll(async () => harness.close());

describe('POST /api/update/user/onboarding_data', () => {
  it('updates the given answers and keeps the others', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/update/user/onboarding_data',
      headers: { cookie: ann.cookie },
      payload: { onboarding_data: { starting_workflow: 'factgpt' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().onboarding_data).toMatchObject({ team_size: '1', starting_workflow: 'factgpt' });
  });

  it('rejects over-long answers and other users', async () => {
    const long = await harness.app.inject({
      method: 'POST',
      url: '/api/update/user/onboarding_data',
      headers: { cookie: ann.cookie },
      payload: { onboarding_data: { hear_about_us: 'x'.repeat(201) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'onboarding_data.hear_about_us' });
    const other = await harness.app.inject({
      method: 'POST',
      url: '/api/update/user/onboarding_data',
      headers: { cookie: ann.cookie },
      payload: { unique_id: 'someone-else', onboarding_data: {} },
    });
    expect(other.statusCode).toBe(403);
  });
});
