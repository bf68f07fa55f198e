import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ZForgotPasswordInput } from '@core/api/passwordReset';
import { requestPasswordReset } from '@web/api/passwordReset';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from '../Login/formErrors';
import { AuthCard } from './AuthCard';

/** /forgot-password: asks for a reset link by email. The answer never says whether the account exists. */
export function ForgotPasswordScene() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Forgot password · Longform';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZForgotPasswordInput.safeParse({ email });
    if (!parsed.success) return setErrors(errorsFromZod(parsed.error));
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await requestPasswordReset(parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      setErrors(errorsFromServer(error, ['email']));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Reset your password">
      {sentTo ? (
        <Stack>
          <Alert color="teal" title="Check your email" role="status">
            If an account uses {sentTo}, a link to choose a new password is on its way. It works once, for one hour.
          </Alert>
          <Anchor component={Link} to="/login" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack>
            <Text size="sm">Enter the email you signed up with, and we will send you a link to choose a new password.</Text>
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.fields.email}
            />
            {errors.form ? (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <Button type="submit" loading={submitting} fullWidth>
              Send reset link
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
