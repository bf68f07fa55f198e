import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { parseModelTarget, resolveEmbeddingTarget, resolveModelTable, resolveModelTarget } from './modelConfig';

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars });

describe('resolveModelTarget', () => {
  it('runs everything on the offline engine when nothing is configured', () => {
    expect(Object.values(resolveModelTable(env()))).toEqual(Array(6).fill({ provider: 'offline', model: 'offline' }));
  });

  it('serves every name from one OpenAI-compatible base URL and model', () => {
    const table = resolveModelTable(env({ OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1', OPENAI_COMPATIBLE_MODEL: 'llama3.1:8b' }));
    expect(new Set(Object.values(table).map((target) => `${target.provider}:${target.model}`))).toEqual(new Set(['compatible:llama3.1:8b']));
  });

  it('lets one AI_MODEL_* variable point one name elsewhere, the rest staying offline', () => {
    const table = resolveModelTable(env({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:3102/v1', AI_MODEL_GPT_4: 'compatible:fake-model' }));
    expect(table['gpt-4']).toEqual({ provider: 'compatible', model: 'fake-model' });
    expect(table['azure-gpt']).toEqual({ provider: 'offline', model: 'offline' });
  });

  it('uses each provider family for its own names, and a configured provider for the others', () => {
    const vars = env({ OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'ak-test' });
    expect(resolveModelTarget(vars, 'gpt-3.5-turbo-16k')).toEqual({ provider: 'openai', model: 'gpt-3.5-turbo' });
    expect(resolveModelTarget(vars, 'claude')).toMatchObject({ provider: 'anthropic' });
    // azure-gpt without Azure: the first configured everyday model (OpenAI's gpt-4).
    expect(resolveModelTarget(vars, 'azure-gpt')).toEqual({ provider: 'openai', model: 'gpt-4' });
    const azure = env({ AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_RESOURCE_NAME: 'acme', AZURE_OPENAI_DEPLOYMENT: 'gpt4o-prod' });
    expect(resolveModelTarget(azure, 'azure-gpt')).toEqual({ provider: 'azure', model: 'gpt4o-prod' });
    expect(resolveModelTarget(azure, 'claude')).toEqual({ provider: 'azure', model: 'gpt4o-prod' });
  });

  it('refuses a malformed mapping, and one naming an unconfigured provider, with the variable’s name', () => {
    expect(() => parseModelTarget('gpt-4o', 'AI_MODEL_GPT_4')).toThrow(/AI_MODEL_GPT_4 must be "offline" or "<provider>:<model>"/);
    expect(() => resolveModelTable(env({ AI_MODEL_CLAUDE: 'anthropic:claude-x' }))).toThrow(/AI_MODEL_CLAUDE names the anthropic provider/);
  });
});

describe('resolveEmbeddingTarget', () => {
  it('is off unless AI_EMBEDDING_MODEL names a configured OpenAI, Azure or compatible provider', () => {
    expect(resolveEmbeddingTarget(env())).toBeNull();
    expect(resolveEmbeddingTarget(env({ OPENAI_API_KEY: 'sk-test', AI_EMBEDDING_MODEL: 'openai:text-embedding-3-small' }))).toEqual({
      provider: 'openai',
      model: 'text-embedding-3-small',
    });
    expect(resolveEmbeddingTarget(env({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:3102/v1', AI_EMBEDDING_MODEL: 'compatible:nomic-embed-text' }))).toEqual({
      provider: 'compatible',
      model: 'nomic-embed-text',
    });
    expect(() => resolveEmbeddingTarget(env({ ANTHROPIC_API_KEY: 'x', AI_EMBEDDING_MODEL: 'anthropic:claude' }))).toThrow(/AI_EMBEDDING_MODEL must be/);
    expect(() => resolveEmbeddingTarget(env({ AI_EMBEDDING_MODEL: 'text-embedding-3-small' }))).toThrow(/AI_EMBEDDING_MODEL must be/);
    expect(() => resolveEmbeddingTarget(env({ AI_EMBEDDING_MODEL: 'azure:embeddings' }))).toThrow(/names the azure provider, which has no credentials/);
  });
});
