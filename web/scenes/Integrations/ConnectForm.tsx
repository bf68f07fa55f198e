import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Plug } from 'lucide-react';
import { INTEGRATION_MESSAGES, PUBLISH_TARGET_LABELS, type TKeyTarget } from '@core/api/integrations';
import { useConnectIntegration } from '@web/api/integrations';
import { showAlert } from '@web/state/alerts';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from '../Login/formErrors';
import { CONNECT_FORMS, CONNECT_SCHEMAS, emptyValues, type TConnectField } from './connectForms';

/**
 * A target's connect form (also reconnect: the same call replaces the stored credentials). Fields
 * are checked with the server's schema; spec §8 says how it went, and the server's reason (a wrong
 * key) shows in the form.
 */
export function ConnectForm({ uid, target, reconnect }: { uid: string; target: TKeyTarget; reconnect: boolean }) {
  const spec = CONNECT_FORMS[target];
  const connect = useConnectIntegration(uid, target);
  const [values, setValues] = useState(() => emptyValues(spec));
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const label = PUBLISH_TARGET_LABELS[target];
  const action = reconnect ? 'Reconnect' : 'Connect';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (connect.isPending) return;
    const parsed = CONNECT_SCHEMAS[target].safeParse({ ...values, uid });
    if (!parsed.success) {
      setErrors(errorsFromZod(parsed.error));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await connect.mutateAsync(parsed.data);
      showAlert(INTEGRATION_MESSAGES[target].connected, 'success');
      // Credentials are not kept on screen once stored.
      setValues(emptyValues(spec));
    } catch (failure) {
      showAlert(INTEGRATION_MESSAGES[target].connectFailed);
      setErrors(errorsFromServer(failure, Object.keys(values)));
    }
  }

  const input = (field: TConnectField) => {
    const props = {
      label: field.label,
      description: field.description,
      placeholder: field.placeholder,
      name: field.name,
      required: !field.optional,
      autoComplete: 'off',
      value: values[field.name] ?? '',
      error: errors.fields[field.name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((old) => ({ ...old, [field.name]: value }));
      },
    };
    return field.secret ? <PasswordInput key={field.name} {...props} /> : <TextInput key={field.name} {...props} />;
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${action} ${label}`}>
      <Stack gap="sm">
        <Text size="sm">{spec.hint}</Text>
        {spec.notice ? (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">{spec.notice}</Text>
          </Alert>
        ) : null}
        {spec.fields.map(input)}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{errors.form}</Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={connect.isPending} leftSection={<Plug size={16} aria-hidden />}>
            {`${action} ${label}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
