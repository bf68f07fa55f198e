import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, SERVER_BURNING_MESSAGE } from '@core/errors';
import { ApiError, errorFromResponse, errorMessage } from './client';

describe('errorFromResponse', () => {
  it('keeps the server message, id and field of a 4xx body', () => {
    const error = errorFromResponse(409, {
      error: 'conflict',
      message: 'An account with this email already exists.',
      field: 'email',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists.');
    expect(error.code).toBe('conflict');
    expect(error.field).toBe('email');
  });

  it("reads better-auth's {code, message} bodies", () => {
    const error = errorFromResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.message).toBe('Invalid email or password');
  });

  it('falls back to the generic message when a body has none', () => {
    expect(errorFromResponse(400, null).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorFromResponse(422, 'oops').field).toBeUndefined();
  });

  it('shows the spec message for server failures', () => {
    expect(errorFromResponse(500, { message: 'stack trace here' }).message).toBe(SERVER_BURNING_MESSAGE);
  });
});

describe('errorMessage', () => {
  it('uses an ApiError message and hides anything else', () => {
    expect(errorMessage(new ApiError(400, 'Bad name'))).toBe('Bad name');
    expect(errorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
