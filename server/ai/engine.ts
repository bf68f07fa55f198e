import type { TEnv } from '../env';
import { createWebSearch, type TWebSearch } from '../search';
import { ModelRegistry } from './models';

/** The AI side of the server context: models by logical name, web search, and call settings. */
export type TAiEngine = {
  models: ModelRegistry;
  /** Null when neither SearXNG nor Brave is configured (serp then searches the user's assets). */
  webSearch: TWebSearch | null;
  idleTimeoutMs: number;
  retries: number;
};

/** Built once at boot; a bad AI_MODEL_* mapping throws here with its message. */
export function createAiEngine(env: TEnv): TAiEngine {
  return {
    models: new ModelRegistry(env),
    webSearch: createWebSearch(env),
    idleTimeoutMs: env.AI_TIMEOUT_SECONDS * 1_000,
    retries: env.AI_RETRIES,
  };
}
