import { describe, expect, it } from 'vitest';
import type { TAppConfig } from '@core/api/appConfig';
import { modelChoices, offlineModels } from './modelChoices';

describe('modelChoices', () => {
  it('offers the default chat model and the models the flags allow', () => {
    const flags = {
      'default-model-chat': 'azure-gpt',
      'factgpt-model-gpt-4': true,
      'factgpt-model-gpt-4-turbo': false,
      'factgpt-model-gpt-3-5-turbo-16k': true,
      'factgpt-model-claude-3-opus': false,
    };
    expect(modelChoices(flags)).toEqual({ defaultModel: 'azure-gpt', models: ['azure-gpt', 'gpt-4', 'gpt-3.5-turbo-16k'] });
  });

  it('offers only azure-gpt while flags load', () => {
    expect(modelChoices(undefined)).toEqual({ defaultModel: 'azure-gpt', models: ['azure-gpt'] });
  });
});

describe('offlineModels', () => {
  const config = {
    models: [
      { name: 'gpt-4', engine: 'model' },
      { name: 'azure-gpt', engine: 'offline' },
      { name: 'claude', engine: 'offline' },
    ],
  } as TAppConfig;

  it('names the models the offline engine answers for, so the picker marks them', () => {
    expect(offlineModels(config, false)).toEqual(['azure-gpt', 'claude']);
  });

  it('marks none for a bring-your-own-key plan (its key runs every model) or before the config loads', () => {
    expect(offlineModels(config, true)).toEqual([]);
    expect(offlineModels(undefined, false)).toEqual([]);
  });
});
