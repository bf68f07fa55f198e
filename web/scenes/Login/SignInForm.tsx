import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '@core/api/passwordReset';
import { ZSignInInput } from '@core/api/signUp';
import { signInWithEmail } from '@web/api/session';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from './formErrors';
import { useSignedInRedirect } from './useSignedInRedirect';

const FIELDS = ['email', 'password'] as const;

/** Email and password sign-in (better-auth); wrong credentials read "Invalid email or password"; a link leads to the password reset. */
export function SignInForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const onSignedIn = useSignedInRedirect();

  const change = (field: (typeof FIELDS)[number]) => (event: ChangeEvent<HTMLInputElement>) => {
    // Read the value now: React clears currentTarget once the handler returns.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSignInInput.safeParse(values);
    if (!parsed.success) return setErrors(errorsFromZod(parsed.error));
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      await signInWithEmail(parsed.data);
      await onSignedIn();
    } catch (error) {
      setErrors(errorsFromServer(error, FIELDS));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.fields.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.fields.password}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={FORGOT_PASSWORD_PATH} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        {errors.form ? (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Button type="submit" loading={submitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
