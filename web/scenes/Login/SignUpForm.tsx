import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ZAddUserInput } from '@core/api/signUp';
import { PASSWORD_MIN } from '@core/api/fieldLimits';
import { addUser, userKey } from '@web/api/users';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from './formErrors';
import { useSignedInRedirect } from './useSignedInRedirect';

const FIELDS = ['name', 'email', 'password', 'project_name'] as const;
type TField = (typeof FIELDS)[number];

/**
 * Creates the account and its first project in one call (POST /api/add/user), checked first with
 * the same schema the server uses. A refusal leaves nothing behind; the form shows why.
 */
export function SignUpForm() {
  const client = useQueryClient();
  const [values, setValues] = useState<Record<TField, string>>({ name: '', email: '', password: '', project_name: '' });
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const onSignedIn = useSignedInRedirect();

  const change = (field: TField) => (event: ChangeEvent<HTMLInputElement>) => {
    // Read the value now: React clears currentTarget once the handler returns.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAddUserInput.safeParse(values);
    if (!parsed.success) return setErrors(errorsFromZod(parsed.error));
    setErrors(NO_ERRORS);
    setSubmitting(true);
    try {
      const user = await addUser(parsed.data);
      client.setQueryData(userKey(user.uid), user);
      await onSignedIn();
    } catch (error) {
      setErrors(errorsFromServer(error, FIELDS));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack>
        <TextInput label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} error={errors.fields.name} />
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
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters, with a letter and a number.`}
          required
          value={values.password}
          onChange={change('password')}
          error={errors.fields.password}
        />
        <TextInput
          label="First project name"
          name="project_name"
          description="Projects keep your documents apart, one per site or client. You can add more later."
          required
          value={values.project_name}
          onChange={change('project_name')}
          error={errors.fields.project_name}
        />
        {errors.form ? (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By creating an account you accept the{' '}
          <Anchor component={Link} to="/terms" size="xs">
            terms and privacy policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
