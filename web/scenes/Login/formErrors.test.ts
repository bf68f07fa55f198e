import { describe, expect, it } from 'vitest';
import { ZAddUserInput } from '@core/api/signUp';
import { ApiError } from '@web/api/client';
import { errorsFromServer, errorsFromZod } from './formErrors';

const FIELDS = ['name', 'email', 'password', 'project_name'] as const;

describe('errorsFromZod', () => {
  it('puts the sign-up schema messages under their fields', () => {
    const result = ZAddUserInput.safeParse({ name: '', email: 'nope', password: 'short', project_name: ' ' });
    if (result.success) throw new Error('expected a failure');
    const errors = errorsFromZod(result.error);
    expect(errors.fields.name).toBe('Please enter your name.');
    expect(errors.fields.email).toBe('Please enter a valid email address.');
    expect(errors.fields.password).toMatch(/at least 8 characters/);
    expect(errors.fields.project_name).toBe('Please name your project.');
    expect(errors.form).toBeNull();
  });
});

describe('errorsFromServer', () => {
  it('shows a conflict under the email field', () => {
    const conflict = new ApiError(409, 'An account with this email already exists.', { code: 'conflict', field: 'email' });
    expect(errorsFromServer(conflict, FIELDS)).toEqual({
      fields: { email: 'An account with this email already exists.' },
      form: null,
    });
  });

  it('shows a message for a field the form lacks, or no field, above the button', () => {
    expect(errorsFromServer(new ApiError(400, 'Bad onboarding data', { field: 'onboarding_data' }), FIELDS).form).toBe(
      'Bad onboarding data',
    );
    expect(errorsFromServer(new ApiError(0, 'Offline'), FIELDS)).toEqual({ fields: {}, form: 'Offline' });
  });
});
