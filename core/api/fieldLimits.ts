import { z } from 'zod';

/** Field rules shared by the forms and the server, so both say the same thing about bad input. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PROJECT_NAME_MAX = 80;
export const SHORT_TEXT_MAX = 200;

export const ZPersonName = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(NAME_MAX, `Your name can be at most ${NAME_MAX} characters.`);

export const ZEmail = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(EMAIL_MAX, `An email address can be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const ZPassword = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
  .max(PASSWORD_MAX, `A password can be at most ${PASSWORD_MAX} characters.`)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    message: 'Use at least one letter and one number in your password.',
  });

export const ZProjectName = z
  .string({ error: 'Please name your project.' })
  .trim()
  .min(1, 'Please name your project.')
  .max(PROJECT_NAME_MAX, `A project name can be at most ${PROJECT_NAME_MAX} characters.`);

export const ZShortText = z.string().trim().max(SHORT_TEXT_MAX, `Keep this under ${SHORT_TEXT_MAX} characters.`);
