import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflow } from '@core/api/workflows';
import type { TApp } from '../../context';
import { buildUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../../test/testApp';
import { newWorkflow, workflowCall } from './workflowTestHelpers';

// Whether the draft can be written depends on the workflow's own model, not on whether the site has
// any: the server says which model to pick, or how to connect one.
const READY = { headline: { highlight: 'Rain barrels' }, outline: { sections: [{ id: 'a', heading: 'Why' }] } };

describe('a site where only gpt-4 is connected', () => {
  let app: TApp;
  let close: () => Promise<void>;
  let fake: TFakeProvider;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ({ app, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model' }));
  });
  afterAll(async () => {
    await close();
    await fake.close();
  });

  it('names the connected model when the workflow’s runs offline, and allows writing once it is picked', async () => {
    const user = await buildUser(app, { name: 'Mo Model' });
    const workflow = await newWorkflow(app, user);
    const ready = (await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, READY)).json<{ workflow: TWorkflow }>().workflow;
    expect(ready.abilities.write).toBe(false);
    expect(ready.abilities.write_blocked_reason).toMatch(/^The model [\w.-]+ is not connected on this site, so it cannot write the draft\. Pick gpt-4 for this workflow\.$/);
    const refused = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ready.abilities.write_blocked_reason);
    const picked = (await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, { model: 'gpt-4' })).json<{ workflow: TWorkflow }>().workflow;
    expect(picked.abilities).toMatchObject({ write: true, write_blocked_reason: null });
  });
});

describe('a site without any model', () => {
  let app: TApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
  });
  afterAll(async () => close());

  it('says writing needs a model and what works without one, and refuses the write', async () => {
    const user = await buildUser(app, { name: 'Ola Offline' });
    const workflow = await newWorkflow(app, user);
    const ready = (await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, READY)).json<{ workflow: TWorkflow }>().workflow;
    expect(ready.abilities.write).toBe(false);
    expect(ready.abilities.write_blocked_reason).toContain('cannot write the draft here yet: this site has no language model connected');
    expect(ready.abilities.write_blocked_reason).toContain('Research, headline patterns, an outline from your sources’ headings and fact sheets work without one.');
    const refused = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ready.abilities.write_blocked_reason);
  });
});
