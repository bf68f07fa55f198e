import type { z } from 'zod';
import { ApiError, errorMessage } from '@web/api/client';

/** Messages to show: one per field (under its input) and one for the form as a whole. */
export type TFormErrors = { fields: Record<string, string>; form: string | null };

export const NO_ERRORS: TFormErrors = { fields: {}, form: null };

/** The first message zod gave for each field. */
export function errorsFromZod(error: z.ZodError): TFormErrors {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return { fields, form: Object.keys(fields).length ? null : (error.issues[0]?.message ?? null) };
}

/** A server refusal goes under the field it names when the form has that field, else above the button. */
export function errorsFromServer(error: unknown, formFields: readonly string[]): TFormErrors {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.field && formFields.includes(error.field)) {
    return { fields: { [error.field]: message }, form: null };
  }
  return { fields: {}, form: message };
}
