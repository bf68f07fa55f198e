import { useState } from 'react';
import { Alert, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useChangeEmail } from '@web/api/account';

/** The email: shown with whether it is verified; a new one is confirmed through a link sent to it. */
export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const [value, setValue] = useState('');
  const change = useChangeEmail();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(value);
      }}
    >
      <Group gap="xs" mb="xs">
        <Text size="sm">
          Email: <b>{email}</b>
        </Text>
        <Badge color={verified ? 'teal' : 'gray'} variant="light">
          {verified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {change.isSuccess ? (
        <Alert color="teal" mb="xs">
          We sent a confirmation link to {change.data.sent_to}. Your email changes when you open it.
        </Alert>
      ) : null}
      <Group align="flex-start">
        <TextInput
          label="New email"
          name="new_email"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (change.isError) change.reset();
          }}
          error={change.isError ? errorMessage(change.error) : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} variant="default" loading={change.isPending}>
          Send confirmation link
        </Button>
      </Group>
    </form>
  );
}
