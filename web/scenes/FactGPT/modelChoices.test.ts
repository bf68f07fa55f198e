import { describe, expect, it } from 'vitest';
import { modelChoices } from './modelChoices';

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
