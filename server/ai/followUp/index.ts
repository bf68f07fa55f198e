import type { LanguageModel } from 'ai';
import { completeText } from '../modelStream';
import { followUpPrompt } from './prompt';
import { parseFollowUps } from './schema';

/** Follow-ups come before the answer's `done`, so they may not hold it back long. */
const FOLLOW_UP_IDLE_MS = 10_000;

/**
 * Follow-up suggestions from the model. They are a nicety: any failure, or an answer that does not
 * read as questions, gives none rather than failing the answer they follow.
 */
export async function suggestFollowUps(model: LanguageModel, input: { query: string; answer: string }, options: { signal: AbortSignal; idleTimeoutMs: number; byok: boolean }): Promise<string[]> {
  try {
    const { text } = await completeText(model, followUpPrompt(input), { ...options, idleTimeoutMs: Math.min(options.idleTimeoutMs, FOLLOW_UP_IDLE_MS), retries: 0, maxOutputTokens: 200 });
    return parseFollowUps(text);
  } catch {
    return [];
  }
}
