import type { TAppConfig } from '@core/api/appConfig';
import { FACTGPT_MODELS } from '@core/flags/catalogue';
import type { TFlags } from '@web/state/flags';

/** The chat model when no flag names one (spec §9: azure-gpt for chat). */
export const FALLBACK_CHAT_MODEL = 'azure-gpt';

/** A flag id (kebab case) → the spec's model name: gpt-3-5-turbo-16k → gpt-3.5-turbo-16k. */
export function modelNameOfFlag(flagModel: string): string {
  return flagModel === 'gpt-3-5-turbo-16k' ? 'gpt-3.5-turbo-16k' : flagModel;
}

/**
 * The models the picker offers: the default chat model first, then each model whose flag
 * (factgpt-model-…) is on. While flags load only the default is offered.
 */
export function modelChoices(flags: TFlags): { defaultModel: string; models: string[] } {
  const flagged = flags?.['default-model-chat'];
  const defaultModel = typeof flagged === 'string' && flagged ? flagged : FALLBACK_CHAT_MODEL;
  const allowed = FACTGPT_MODELS.filter((model) => flags?.[`factgpt-model-${model}`] === true).map(modelNameOfFlag);
  return { defaultModel, models: [defaultModel, ...allowed.filter((model) => model !== defaultModel)] };
}

/**
 * The model names that answer on the offline engine here (app config), for the picker to mark. None
 * for a bring-your-own-key plan, whose own key runs every name; none while the config loads.
 */
export function offlineModels(config: TAppConfig | undefined, ownKeyPlan: boolean): string[] {
  if (!config || ownKeyPlan) return [];
  return config.models.filter((model) => model.engine === 'offline').map((model) => model.name);
}
