import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel, LanguageModel } from 'ai';
import type { TModelName } from '@core/api/generate';
import type { TEnv } from '../env';
import { resolveEmbeddingTarget, resolveModelTable, type TEmbeddingTarget, type TModelTarget, type TProvider } from './modelConfig';

/** A model ready to call: what the answer's `meta` event reports, and whose key pays for it. */
export type TModelEngine =
  | { engine: 'model'; name: TModelName; label: string; provider: TProvider; byok: boolean; model: LanguageModel }
  | { engine: 'offline'; name: TModelName; label: 'offline'; provider: 'offline'; byok: false };

/** Azure OpenAI, from the AZURE_OPENAI_* settings. */
const azureProvider = (env: TEnv) =>
  createAzure({
    apiKey: env.AZURE_OPENAI_API_KEY,
    resourceName: env.AZURE_OPENAI_RESOURCE_NAME,
    baseURL: env.AZURE_OPENAI_BASE_URL,
    apiVersion: env.AZURE_OPENAI_API_VERSION,
  });

/** Any OpenAI-compatible server (OPENAI_COMPATIBLE_*); includeUsage brings token counts back with streams. */
const compatibleProvider = (env: TEnv) =>
  createOpenAICompatible({ name: 'compatible', baseURL: env.OPENAI_COMPATIBLE_BASE_URL!, apiKey: env.OPENAI_COMPATIBLE_API_KEY, includeUsage: true });

/** The real model a bring-your-own-key user's OpenAI key runs for a logical name. */
function byokModelId(name: TModelName, target: TModelTarget): string {
  if (target.provider === 'openai') return target.model;
  if (name === 'gpt-3.5-turbo-16k') return 'gpt-3.5-turbo';
  return name.startsWith('gpt-') ? name : 'gpt-4o-mini';
}

function createProviderModel(env: TEnv, target: Exclude<TModelTarget, { provider: 'offline' }>): LanguageModel {
  switch (target.provider) {
    case 'openai':
      // .chat(): the Chat Completions API, which proxies and compatible servers also speak (STACK-NOTES).
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).chat(target.model);
    case 'anthropic':
      return createAnthropic({ apiKey: env.ANTHROPIC_API_KEY, baseURL: env.ANTHROPIC_BASE_URL })(target.model);
    case 'azure':
      return azureProvider(env).chat(target.model);
    case 'compatible':
      return compatibleProvider(env).chatModel(target.model);
  }
}

/** The installation's embedding model (AI_EMBEDDING_MODEL) and the name it is recorded under. */
export type TEmbeddingEngine = { label: string; model: EmbeddingModel };

function createEmbeddingModel(env: TEnv, target: TEmbeddingTarget): EmbeddingModel {
  switch (target.provider) {
    case 'openai':
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).embedding(target.model);
    case 'azure':
      return azureProvider(env).embedding(target.model);
    case 'compatible':
      return compatibleProvider(env).embeddingModel(target.model);
  }
}

/**
 * The only place providers are made (ARCHITECTURE "AI models"). The table of logical names is read
 * once from the environment; a bring-your-own-key user's own OpenAI key gets a client of its own
 * per request, so keys never mix.
 */
export class ModelRegistry {
  readonly table: Record<TModelName, TModelTarget>;
  /** Null when AI_EMBEDDING_MODEL is unset: asset search is then full-text only. */
  readonly embedding: TEmbeddingEngine | null;
  private readonly cache = new Map<TModelName, TModelEngine>();

  constructor(private readonly env: TEnv) {
    this.table = resolveModelTable(env);
    const target = resolveEmbeddingTarget(env);
    this.embedding = target ? { label: `${target.provider}:${target.model}`, model: createEmbeddingModel(env, target) } : null;
  }

  /** Whether any logical name runs on a language model (else everything is the offline engine). */
  get anyModelConfigured(): boolean {
    return Object.values(this.table).some((target) => target.provider !== 'offline');
  }

  /** The engine for a logical name; with `userKey`, the user's own OpenAI key pays for it. */
  engineFor(name: TModelName, userKey?: string | null): TModelEngine {
    const target = this.table[name];
    if (userKey) {
      const modelId = byokModelId(name, target);
      const model = createOpenAI({ apiKey: userKey, baseURL: this.env.OPENAI_BASE_URL }).chat(modelId);
      return { engine: 'model', name, label: modelId, provider: 'openai', byok: true, model };
    }
    const cached = this.cache.get(name);
    if (cached) return cached;
    const engine: TModelEngine =
      target.provider === 'offline'
        ? { engine: 'offline', name, label: 'offline', provider: 'offline', byok: false }
        : { engine: 'model', name, label: target.model, provider: target.provider, byok: false, model: createProviderModel(this.env, target) };
    this.cache.set(name, engine);
    return engine;
  }
}
