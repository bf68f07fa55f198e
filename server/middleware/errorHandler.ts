import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type TErrorBody } from '@core/errors';
import { HttpError } from '../errors';
import type { ErrorReporter } from '../errorReporter';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  404: ERRORS.not_found.message,
  413: ERRORS.payload_too_large.message,
  415: 'Send the request body as JSON (content-type: application/json).',
};

/** The one place errors become responses: catalogue errors, zod validation, and the unexpected. */
export function createErrorHandler(reporter: ErrorReporter) {
  return async function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof HttpError) {
      const body: TErrorBody = { error: error.id, message: error.message, ...(error.field ? { field: error.field } : {}) };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const body: TErrorBody = { error: 'bad_request', message: first.message ?? 'Invalid request.', ...(field ? { field } : {}) };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const body: TErrorBody = {
        error: status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request',
        message: CLIENT_ERROR_MESSAGES[status] ?? error.message,
      };
      return reply.status(status).send(body);
    }
    await reporter.report('server', error.message, { method: request.method, url: request.url, stack: error.stack });
    const body: TErrorBody = { error: 'internal', message: ERRORS.internal.message };
    return reply.status(500).send(body);
  };
}
