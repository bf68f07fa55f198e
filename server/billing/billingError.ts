import type { FastifyBaseLogger } from 'fastify';
import { ERRORS, type TErrorId } from '@core/errors';
import { HttpError } from '../errors';

/** A catalogue error of core/errors.ts with its own message unless a more precise one is given. */
export const billingError = (id: TErrorId, message = ERRORS[id].message) => new HttpError(id, message);

/** Runs a Stripe API call; a failure of Stripe's (network, API error) is logged and answered 502. */
export async function callStripe<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `Stripe call failed: ${what}`);
    throw billingError('payment_provider_failed');
  }
}
