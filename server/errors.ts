import { ERRORS, type TErrorId } from '@core/errors';

/** An error a handler throws on purpose; the error handler turns it into `{ error, message, field }`. */
export class HttpError extends Error {
  constructor(
    readonly id: TErrorId,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get status(): number {
    return ERRORS[this.id].status;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError('bad_request', message, field);
export const unauthorized = () => new HttpError('unauthorized', ERRORS.unauthorized.message);
export const forbidden = (message = ERRORS.forbidden.message) => new HttpError('forbidden', message);
export const notFound = (message = ERRORS.not_found.message) => new HttpError('not_found', message);
export const conflict = (message: string, field?: string) => new HttpError('conflict', message, field);
