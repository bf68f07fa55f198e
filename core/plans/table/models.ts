import type { TDefaultModels } from '../planTypes';

/**
 * Default models (spec §9: "azure-gpt for chat; claude or azure-gpt for workflow types depending on
 * plan"). Which plans get claude is our choice: the current (2024) paid plans and custom plans;
 * legacy, free, lifetime and byok plans stay on azure-gpt (byok users bring an OpenAI key).
 */
export const CLAUDE_WORKFLOWS: TDefaultModels = { chat: 'azure-gpt', workflow: 'claude' };

/** Chat and workflows on azure-gpt. */
export const AZURE_WORKFLOWS: TDefaultModels = { chat: 'azure-gpt', workflow: 'azure-gpt' };
