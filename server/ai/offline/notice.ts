/** How a self-hoster connects a language model; the offline engine names it whenever it cannot do a task. */
export const CONNECT_MODEL_HINT =
  'To connect a language model, set OPENAI_COMPATIBLE_BASE_URL and OPENAI_COMPATIBLE_MODEL (Ollama, vLLM, LM Studio, llama.cpp), ' +
  'or OPENAI_API_KEY, ANTHROPIC_API_KEY, or AZURE_OPENAI_API_KEY with AZURE_OPENAI_RESOURCE_NAME and AZURE_OPENAI_DEPLOYMENT, ' +
  'then restart the server (README, "Configuration").';

/** The offline engine's honest answer for a task that needs a language model. */
export function needsModelNotice(task: string): string {
  return `The offline engine cannot ${task}: that needs a language model, and none is connected to this server. ${CONNECT_MODEL_HINT}`;
}
