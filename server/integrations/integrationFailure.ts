import { IntegrationError } from '../../integrations/transport';
import { HttpError } from '../errors';

/** A target's refusal or silence as the HTTP answer of a connect: 422 with its message, 502 when it did not answer. */
export function integrationFailure(error: unknown, prefix = ''): unknown {
  if (!(error instanceof IntegrationError)) return error;
  return new HttpError(error.retryable ? 'integration_unreachable' : 'integration_refused', `${prefix}${error.message}`);
}
