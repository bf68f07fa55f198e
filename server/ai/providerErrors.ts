import { APICallError } from 'ai';
import { ERRORS, type TErrorId } from '@core/errors';
import { HttpError } from '../errors';

/** Why a model call ended early without the person asking: the idle timer fired. */
export class ModelTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The model sent nothing for ${seconds} s.`);
  }
}

const statusOf = (error: unknown): number | undefined => (APICallError.isInstance(error) ? error.statusCode : undefined);

const fromId = (id: TErrorId) => new HttpError(id, ERRORS[id].message);

/**
 * Spec §8 for a bring-your-own-key user: what their provider's refusal means to them. 401/403 →
 * 441 access denied; 404 → 404 (the key lacks the model, e.g. gpt-4); 429 → 437 when the provider
 * says quota or billing, else 432 rate limit; 5xx, timeouts and dropped connections → 440 (status
 * link); anything else → the unknown-error status.
 */
export function byokProviderError(error: unknown): HttpError {
  const status = statusOf(error);
  if (status === 401 || status === 403) return fromId('provider_access_denied');
  if (status === 404) return fromId('provider_model_unavailable');
  if (status === 429) {
    const body = APICallError.isInstance(error) ? `${error.responseBody ?? ''} ${error.message}` : '';
    return fromId(/quota|billing|credit/i.test(body) ? 'provider_quota_exceeded' : 'provider_rate_limited');
  }
  if (status === undefined || status >= 500) return fromId('provider_unavailable');
  return fromId('provider_error');
}

/**
 * Whether the installation's own model is worth asking again: no answer at all (network, timeout,
 * cut), a rate limit or a server error. A 400/401/404 is a configuration problem that a retry
 * cannot fix.
 */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** The installation's own model failed: one plain message (spec §8's 5xx handling shows the burning-servers text). */
export function modelFailedError(): HttpError {
  return fromId('model_failed');
}
