import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startFakeAnthropic } from '../test/fakeProviders/anthropic';
import { startFakeOpenAI, type TFakeProvider } from '../test/fakeProviders/openaiCompatible';
import { ModelRegistry } from './models';
import { completeText } from './modelStream';

let fake: TFakeProvider;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const settings = { signal: new AbortController().signal, idleTimeoutMs: 5_000, retries: 0, byok: false };
const prompt = { system: 'Be brief.', messages: [{ role: 'user' as const, content: 'Say hello.' }] };

describe('ModelRegistry', () => {
  it('calls OpenAI through Chat Completions with the installation key and the mapped model', async () => {
    const registry = new ModelRegistry(parseEnv({ OPENAI_API_KEY: 'sk-install', OPENAI_BASE_URL: fake.baseUrl }));
    const engine = registry.engineFor('gpt-3.5-turbo-16k');
    expect(engine).toMatchObject({ engine: 'model', label: 'gpt-3.5-turbo', provider: 'openai', byok: false });
    if (engine.engine !== 'model') return;
    expect((await completeText(engine.model, prompt, settings)).text).toBe('This answer comes from the local test model.');
    expect(fake.requests[0]).toMatchObject({ authorization: 'Bearer sk-install', body: { model: 'gpt-3.5-turbo', stream: true } });
  });

  it('calls an Azure deployment for azure-gpt', async () => {
    const registry = new ModelRegistry(parseEnv({ AZURE_OPENAI_API_KEY: 'az-key', AZURE_OPENAI_BASE_URL: fake.baseUrl, AZURE_OPENAI_DEPLOYMENT: 'prod-gpt' }));
    const engine = registry.engineFor('azure-gpt');
    expect(engine).toMatchObject({ engine: 'model', label: 'prod-gpt', provider: 'azure' });
    if (engine.engine !== 'model') return;
    expect((await completeText(engine.model, prompt, settings)).text).toBe('This answer comes from the local test model.');
    expect(fake.requests[0]!.body.model).toBe('prod-gpt');
  });

  it('calls Anthropic’s Messages API for claude', async () => {
    const anthropic = await startFakeAnthropic();
    try {
      const registry = new ModelRegistry(parseEnv({ ANTHROPIC_API_KEY: 'ak-install', ANTHROPIC_BASE_URL: anthropic.baseUrl, AI_MODEL_CLAUDE: 'anthropic:claude-test' }));
      const engine = registry.engineFor('claude');
      expect(engine).toMatchObject({ engine: 'model', label: 'claude-test', provider: 'anthropic' });
      if (engine.engine !== 'model') return;
      expect((await completeText(engine.model, prompt, settings)).text).toBe('Hello from the local Anthropic fake.');
      expect(anthropic.requests[0]).toMatchObject({ model: 'claude-test', stream: true, apiKey: 'ak-install' });
    } finally {
      await anthropic.close();
    }
  });

  it('gives a byok user a client of their own key, whatever the installation has', () => {
    const registry = new ModelRegistry(parseEnv({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model' }));
    expect(registry.engineFor('gpt-4', 'sk-user1')).toMatchObject({ engine: 'model', label: 'gpt-4', provider: 'openai', byok: true });
    expect(registry.engineFor('claude', 'sk-user1')).toMatchObject({ label: 'gpt-4o-mini', byok: true });
    expect(registry.engineFor('claude')).toMatchObject({ label: 'fake-model', provider: 'compatible', byok: false });
  });

  it('is the offline engine when nothing is configured', () => {
    const registry = new ModelRegistry(parseEnv({}));
    expect(registry.anyModelConfigured).toBe(false);
    expect(registry.engineFor('azure-gpt')).toEqual({ engine: 'offline', name: 'azure-gpt', label: 'offline', provider: 'offline', byok: false });
  });
});
