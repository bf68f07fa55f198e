import type { TEnv } from '../../env';

/** How far reading one uploaded file may go: bytes really inflated, time, and text kept. */
export type TExtractLimits = { maxInflatedBytes: number; timeoutMs: number; maxTextChars: number };

/** The limits this server's configuration sets (EXTRACT_* in server/env.ts). */
export function extractLimitsFor(env: TEnv): TExtractLimits {
  return {
    maxInflatedBytes: Math.round(env.EXTRACT_MAX_INFLATED_MB * 1_048_576),
    timeoutMs: Math.round(env.EXTRACT_TIMEOUT_SECONDS * 1_000),
    maxTextChars: env.EXTRACT_MAX_TEXT_CHARS,
  };
}

/** What a person reads under an asset whose text was cut at the limit (a file or a fetched page). */
export function textCutNotice(maxChars: number): string {
  return `Only the first ${maxChars.toLocaleString('en-US')} characters were read; the rest is not searchable.`;
}
