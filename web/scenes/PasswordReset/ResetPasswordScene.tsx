import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@core/api/fieldLimits';
import { FORGOT_PASSWORD_PATH, ZResetPasswordInput } from '@core/api/passwordReset';
import { resetPassword } from '@web/api/passwordReset';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from '../Login/formErrors';
import { AuthCard } from './AuthCard';

const EXPIRED_LINK = 'This reset link has expired or was already used.';

/** /reset-password?token=…: where the emailed link lands; sets the new password and signs every device out. */
export function ResetPasswordScene() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    document.title = 'Choose a new password · Longform';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZResetPasswordInput.safeParse({ password, token });
    if (!parsed.success) return setErrors(errorsFromZod(parsed.error));
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await resetPassword(parsed.data);
      setDone(true);
    } catch (error) {
      const refused = errorsFromServer(error, ['password']);
      // better-auth answers a used or expired token with INVALID_TOKEN.
      setErrors(refused.fields.password ? refused : { fields: {}, form: /token/i.test(refused.form ?? '') ? EXPIRED_LINK : refused.form });
    } finally {
      setSubmitting(false);
    }
  }

  if (!token || search.has('error')) {
    return (
      <AuthCard title="Choose a new password">
        <Stack>
          <Alert color="red" role="alert">
            {EXPIRED_LINK} Ask for a new one.
          </Alert>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
            Send a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <Stack>
          <Alert color="teal" title="Password changed" role="status">
            Sign in with your new password. Other devices have been signed out.
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Choose a new password">
          <Stack>
            <PasswordInput
              label="New password"
              name="password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN} characters, with a letter and a number.`}
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.fields.password}
            />
            {errors.form ? (
              <Alert color="red" role="alert">
                {errors.form}{' '}
                <Anchor component={Link} to={FORGOT_PASSWORD_PATH} size="sm">
                  Send a new link
                </Anchor>
              </Alert>
            ) : null}
            <Button type="submit" loading={submitting} fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
