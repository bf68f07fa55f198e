import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TBrandVoiceCreateResponse } from '@core/api/brandVoices';
import type { TApp, TContext } from '../../context';
import { usageEvents } from '../../db/schema';
import { brandVoices } from '../../db/schema/brandVoices';
import { BRAND_VOICE_PROMPT_MARKER } from '../../brandVoices/modelProfile';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { BAKERY_TEXT, createVoice } from './brandVoiceTestHelpers';

// Brand voices with a model: one call to the (fake) model turns the samples into the profile, and
// the voice and its charge are saved together; a model that answers nonsense saves and charges nothing.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0' }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await fake?.close();
});
beforeEach(() => fake.reset());

const MODEL_PROFILE = {
  tone: 'Warm, cheeky and proud of the craft.',
  vocabulary: ['sourdough', 'starter', 'by hand', 'sourdough'],
  sentence_style: 'Short sentences, often a question then an answer.',
  dos: ['Speak to the reader as "you"', 'Name the ingredients'],
  donts: ['Use jargon'],
  examples: ['We bake every loaf by hand.', 'Can’t decide?', 'Our bakers start early.', 'One too many.'],
};

describe('creating a brand voice with a model', () => {
  it('asks the model once with the samples, keeps its profile within limits, and charges it with the save', async () => {
    const user = await buildUser(app);
    fake.queue({ kind: 'answer', text: `Here you go:\n\`\`\`json\n${JSON.stringify(MODEL_PROFILE)}\n\`\`\`` });
    const response = await createVoice(app, user, { name: 'Bakery', text: BAKERY_TEXT });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<TBrandVoiceCreateResponse>();
    expect(body.extraction.engine).toBe('model');
    expect(body.notices).toEqual([]);
    expect(body.brand_voice.profile).toEqual({ ...MODEL_PROFILE, vocabulary: ['sourdough', 'starter', 'by hand'], examples: MODEL_PROFILE.examples.slice(0, 3) });
    expect(fake.requests).toHaveLength(1);
    const prompt = promptText(fake.requests[0]!.body);
    expect(prompt).toContain(BRAND_VOICE_PROMPT_MARKER);
    expect(prompt).toContain('<sample 1>\nWe bake every loaf by hand.');
    expect(body.credits_charged).toBeGreaterThan(0);
    const ledger = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(ledger.map((row) => row.feature)).toEqual(['brand_voice']);
  });

  it('saves and charges nothing when the model does not answer with a profile', async () => {
    const user = await buildUser(app);
    fake.queue({ kind: 'answer', text: 'Sure! This brand sounds friendly.' });
    const response = await createVoice(app, user, { name: 'Bakery', text: BAKERY_TEXT });
    expect(response.statusCode).toBe(502);
    expect(await ctx.db.select().from(brandVoices).where(eq(brandVoices.userId, user.unique_id))).toEqual([]);
    expect(await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id))).toEqual([]);
  });

  it('reads no samples and calls no model for a request it refuses', async () => {
    const user = await buildUser(app);
    const response = await createVoice(app, user, { name: 'Short', text: 'Too short to tell.' });
    expect(response.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
