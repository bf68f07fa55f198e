import { MODEL_NAMES, type TModelName } from '@core/api/generate';
import type { TEnv } from '../env';

export const PROVIDERS = ['openai', 'anthropic', 'azure', 'compatible'] as const;
export type TProvider = (typeof PROVIDERS)[number];

/** Where one logical model name runs: a provider's model, or the offline engine. */
export type TModelTarget = { provider: TProvider; model: string } | { provider: 'offline'; model: 'offline' };

/** The env variable that maps each logical name (AI_MODEL_GPT_35_TURBO_16K for gpt-3.5-turbo-16k). */
export const MODEL_ENV_KEYS: Record<TModelName, keyof TEnv> = {
  'gpt-4': 'AI_MODEL_GPT_4',
  'gpt-4-turbo': 'AI_MODEL_GPT_4_TURBO',
  'gpt-3.5-turbo-16k': 'AI_MODEL_GPT_35_TURBO_16K',
  'claude-3-opus': 'AI_MODEL_CLAUDE_3_OPUS',
  'azure-gpt': 'AI_MODEL_AZURE_GPT',
  claude: 'AI_MODEL_CLAUDE',
};

/** Built-in choices when a provider is configured but the name is not mapped (our choice, see decisions). */
const FAMILY_DEFAULTS: Record<TModelName, { provider: TProvider; model: (env: TEnv) => string | undefined }> = {
  'gpt-4': { provider: 'openai', model: () => 'gpt-4' },
  'gpt-4-turbo': { provider: 'openai', model: () => 'gpt-4-turbo' },
  'gpt-3.5-turbo-16k': { provider: 'openai', model: () => 'gpt-3.5-turbo' },
  'claude-3-opus': { provider: 'anthropic', model: () => 'claude-3-opus-latest' },
  'azure-gpt': { provider: 'azure', model: (env) => env.AZURE_OPENAI_DEPLOYMENT },
  claude: { provider: 'anthropic', model: () => 'claude-sonnet-4-5' },
};

/** Any configured provider's everyday model, for names whose own family is not configured. */
const FALLBACK_ORDER: readonly TModelName[] = ['azure-gpt', 'gpt-4', 'claude'];

const OFFLINE: TModelTarget = { provider: 'offline', model: 'offline' };

/** Whether the installation has credentials for a provider. */
export function isProviderConfigured(env: TEnv, provider: TProvider): boolean {
  if (provider === 'openai') return Boolean(env.OPENAI_API_KEY);
  if (provider === 'anthropic') return Boolean(env.ANTHROPIC_API_KEY);
  if (provider === 'azure') return Boolean(env.AZURE_OPENAI_API_KEY && (env.AZURE_OPENAI_RESOURCE_NAME || env.AZURE_OPENAI_BASE_URL));
  return Boolean(env.OPENAI_COMPATIBLE_BASE_URL);
}

/** Reads "<provider>:<model>" or "offline"; throws a readable message otherwise. */
export function parseModelTarget(value: string, variable: string): TModelTarget {
  if (value.trim() === 'offline') return OFFLINE;
  const at = value.indexOf(':');
  const provider = value.slice(0, at).trim();
  const model = value.slice(at + 1).trim();
  if (at < 1 || !model || !(PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`${variable} must be "offline" or "<provider>:<model>" with provider one of ${PROVIDERS.join(', ')}`);
  }
  return { provider: provider as TProvider, model };
}

function familyDefault(env: TEnv, name: TModelName): TModelTarget | null {
  const family = FAMILY_DEFAULTS[name];
  const model = family.model(env);
  return model && isProviderConfigured(env, family.provider) ? { provider: family.provider, model } : null;
}

/**
 * Where a logical model name runs. In order: its AI_MODEL_* variable; the OpenAI-compatible server's
 * model (so one base URL and one model serve everything); the name's own provider family when that
 * provider is configured; any configured provider's everyday model; else the offline engine.
 */
export function resolveModelTarget(env: TEnv, name: TModelName): TModelTarget {
  const variable = MODEL_ENV_KEYS[name];
  const mapped = env[variable];
  if (typeof mapped === 'string' && mapped) return parseModelTarget(mapped, variable);
  if (env.OPENAI_COMPATIBLE_BASE_URL && env.OPENAI_COMPATIBLE_MODEL) return { provider: 'compatible', model: env.OPENAI_COMPATIBLE_MODEL };
  const own = familyDefault(env, name);
  if (own) return own;
  for (const fallback of FALLBACK_ORDER) {
    const target = familyDefault(env, fallback);
    if (target) return target;
  }
  return OFFLINE;
}

/** The whole table, checked once at boot so a bad AI_MODEL_* stops the server with its message. */
export function resolveModelTable(env: TEnv): Record<TModelName, TModelTarget> {
  const table = Object.fromEntries(MODEL_NAMES.map((name) => [name, resolveModelTarget(env, name)])) as Record<TModelName, TModelTarget>;
  for (const name of MODEL_NAMES) {
    const target = table[name];
    if (target.provider !== 'offline' && !isProviderConfigured(env, target.provider)) {
      throw new Error(`${MODEL_ENV_KEYS[name]} names the ${target.provider} provider, which has no credentials or address configured`);
    }
  }
  return table;
}

/**
 * Which engine each logical name answers on, for the model picker: a language model or the offline
 * engine. Only that: no provider or model id leaves the server.
 */
export function modelEngines(table: Record<TModelName, TModelTarget>): { name: TModelName; engine: 'model' | 'offline' }[] {
  return MODEL_NAMES.map((name) => ({ name, engine: table[name].provider === 'offline' ? 'offline' : 'model' }));
}

/** Whether a string is one of the logical model names. */
export function isModelName(value: string): value is TModelName {
  return (MODEL_NAMES as readonly string[]).includes(value);
}

/** Providers with an embedding API the AI SDK reaches (Anthropic has none). */
export const EMBEDDING_PROVIDERS = ['openai', 'azure', 'compatible'] as const;
export type TEmbeddingProvider = (typeof EMBEDDING_PROVIDERS)[number];
export type TEmbeddingTarget = { provider: TEmbeddingProvider; model: string };

/**
 * The embedding model AI_EMBEDDING_MODEL names ("<provider>:<model>"), or null when it is unset.
 * Checked at boot: a malformed value or a provider without credentials stops the server.
 */
export function resolveEmbeddingTarget(env: TEnv): TEmbeddingTarget | null {
  const value = env.AI_EMBEDDING_MODEL?.trim();
  if (!value) return null;
  const at = value.indexOf(':');
  const provider = value.slice(0, at).trim();
  const model = value.slice(at + 1).trim();
  if (at < 1 || !model || !(EMBEDDING_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`AI_EMBEDDING_MODEL must be "<provider>:<model>" with provider one of ${EMBEDDING_PROVIDERS.join(', ')}`);
  }
  if (!isProviderConfigured(env, provider as TEmbeddingProvider)) {
    throw new Error(`AI_EMBEDDING_MODEL names the ${provider} provider, which has no credentials or address configured`);
  }
  return { provider: provider as TEmbeddingProvider, model };
}
