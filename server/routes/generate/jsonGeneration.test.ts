import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRITE_FOR_ME_CONTEXT_CHARS } from '@core/api/generate';
import type { TApp, TContext } from '../../context';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let writer: TTestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model' }));
  writer = await buildUser(app);
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const post = (url: string, payload: Record<string, unknown>, user = writer) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, ...payload } });

describe('JSON generation calls with a model', () => {
  it('instruct answers the model’s text with engine, model and the credits charged', async () => {
    fake.queue({ kind: 'answer', text: 'Autumn leaves fall down, quiet paths of gold and red, the year breathes out slow.' });
    const response = await post('/api/generate/instruct', { text: 'Write a haiku about autumn.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      output: 'Autumn leaves fall down, quiet paths of gold and red, the year breathes out slow.',
      engine: 'model',
      model: 'fake-model',
      requested_model: 'azure-gpt',
      citations: [],
      words: 15,
      credits_charged: 0.2,
      notice: null,
    });
  });

  it('write for me sends only the last 2500 characters, starred sentences dropped', async () => {
    fake.queue({ kind: 'answer', text: 'And so the story went on.' });
    const opening = 'OPENING-MARKER. ';
    const text = `${opening}${'Plain words here. '.repeat(300)}***Secret aside here. The end is near.`;
    const response = await post('/api/content/write/for/me', { text, generation_length: 50 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ output: 'And so the story went on.', engine: 'model' });
    const sent = fake.requests[0]!.body.messages.find((message) => message.role === 'user')!.content as string;
    expect(sent.length).toBe(WRITE_FOR_ME_CONTEXT_CHARS);
    expect(sent.endsWith('The end is near.')).toBe(true);
    expect(sent).not.toContain('Secret aside');
    expect(promptText(fake.requests[0]!.body)).not.toContain('OPENING-MARKER');
  });

  it('source/truth grounds the instruction on the named file and keeps its citations', async () => {
    const projectId = writer.projects[0]!._id;
    await addTextAsset(ctx.db, { userId: writer.unique_id, projectId, kind: 'file', title: 'policy.md', text: '# Refunds\n\nRefunds are paid within 30 days of purchase.' });
    fake.queue({ kind: 'answer', text: 'Refunds take up to 30 days [1]. Shipping is free [4].' });
    const response = await post('/api/generate/instruct/source/truth', { text: 'How long do refunds take?', filename: 'policy.md', project_id: projectId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.output).toBe('Refunds take up to 30 days [1]. Shipping is free .');
    expect(body.citations).toHaveLength(1);
    expect(body.citations[0]).toMatchObject({ n: 1, title: 'policy.md', kind: 'file' });
    expect(promptText(fake.requests[0]!.body)).toContain('Refunds are paid within 30 days');
  });

  it('source/truth needs a filename', async () => {
    const response = await post('/api/generate/instruct/source/truth', { text: 'Anything?' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'filename' });
  });

  it('charges nothing when the model fails', async () => {
    fake.setDefault(() => ({ kind: 'fail', status: 500 }));
    const before = (await app.inject({ url: `/api/verify/user/credits?unique_id=${writer.unique_id}`, headers: { cookie: writer.cookie } })).json().credits_used;
    const response = await post('/api/generate/instruct', { text: 'Write something.' });
    expect(response.statusCode).toBe(502);
    const after = (await app.inject({ url: `/api/verify/user/credits?unique_id=${writer.unique_id}`, headers: { cookie: writer.cookie } })).json().credits_used;
    expect(after).toBe(before);
  });

  it('a blank answer is the model failing: 502 model_failed, nothing charged', async () => {
    fake.queue({ kind: 'answer', text: '   ' });
    const before = (await app.inject({ url: `/api/verify/user/credits?unique_id=${writer.unique_id}`, headers: { cookie: writer.cookie } })).json().credits_used;
    const response = await post('/api/generate/instruct', { text: 'Write something.' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'model_failed' });
    const after = (await app.inject({ url: `/api/verify/user/credits?unique_id=${writer.unique_id}`, headers: { cookie: writer.cookie } })).json().credits_used;
    expect(after).toBe(before);
  });

  it('write for me drops the draft’s last words when the model repeats them', async () => {
    fake.queue({ kind: 'answer', text: 'the kettle whistled on the stove. Then the doorbell rang.' });
    const response = await post('/api/content/write/for/me', { text: 'It was a quiet morning and the kettle whistled on the stove.', generation_length: 50 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ output: 'Then the doorbell rang.', engine: 'model' });
  });
});
