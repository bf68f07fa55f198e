import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TWorkflow } from '@core/api/workflows';
import { EDITOR_FIELD } from '@core/editor/extensions';
import { PLANS } from '@core/plans/planTable';
import { openPeer } from '../collaboration/collaborationClient.testkit';
import { assignPlan } from '../commands/planAssigner';
import { setAutoblogRuns, setCreditsLeft } from '../routes/autoblog/autoblogTestHelpers';
import { newWorkflow, setResearchFound, waitForWorkflow, workflowCall } from '../routes/workflows/workflowTestHelpers';
import { buildUser } from '../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { buildTestApp } from '../test/testApp';

// A workflow's draft reaches an editor that has the doc open section by section, through the
// collaboration server, while the model (40 ms a token here) is still writing the later sections.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let fake: TFakeProvider;
let port: number;

beforeAll(async () => {
  fake = await startFakeOpenAI({ delayMs: 40 });
  harness = await buildTestApp({ BETTER_AUTH_SECRET: 'collaboration-test-secret-of-32-characters', OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await fake.close();
});

it('streams each written section into the open doc before the draft is finished', async () => {
  const { app, ctx } = harness;
  const user = await buildUser(app, { name: 'Sam Stream' });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  await setAutoblogRuns(ctx, user, 3);
  await setCreditsLeft(ctx, user, 500);
  const workflow = await newWorkflow(app, user);
  await setResearchFound(ctx, workflow.id, { topic: 'rain barrels', engine: 'assets' });
  await workflowCall(app, user, 'PATCH', `/api/workflows/${workflow.id}`, {
    headline: { highlight: 'Rain barrels for small gardens' },
    outline: { sections: ['Why collect rain', 'Choosing a barrel', 'Keeping it clean'].map((heading, index) => ({ id: `s${index}`, heading })) },
  });
  const started = await workflowCall(app, user, 'POST', `/api/workflows/${workflow.id}/write`);
  expect(started.statusCode, started.body).toBe(202);
  const blogId = started.json<{ workflow: TWorkflow }>().workflow.write.blog_id!;

  const peer = await openPeer(port, blogId, user.cookie);
  const seen: string[] = [];
  const record = () => seen.push(peer.doc.getXmlFragment(EDITOR_FIELD).toString());
  peer.doc.on('update', record);
  try {
    const done = await waitForWorkflow(app, user, workflow.id, (current) => !['queued', 'running'].includes(current.write.job.status), 60_000);
    expect(done.write.job.status).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A state with the first section and without the last one was in the editor: it arrived in parts.
    expect(seen.some((text) => text.includes('Why collect rain') && !text.includes('Keeping it clean'))).toBe(true);
    const final = peer.doc.getXmlFragment(EDITOR_FIELD).toString();
    expect(final).toContain('Keeping it clean');
    expect(final).toContain('Conclusion');
  } finally {
    peer.doc.off('update', record);
    peer.close();
  }
}, 90_000);
