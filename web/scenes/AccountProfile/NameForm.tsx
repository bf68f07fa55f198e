import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useUpdateName } from '@web/api/account';

/** The person's name: edited in place, saved with the server's answer (its message when refused). */
export function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const update = useUpdateName();
  const save = () => update.mutate(value, { onSuccess: (profile) => setValue(profile.name) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group align="flex-start">
        <TextInput
          label="Name"
          name="name"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            update.reset();
          }}
          error={update.isError ? errorMessage(update.error) : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={update.isPending} disabled={value === name && !update.isError}>
          Save name
        </Button>
      </Group>
      {update.isSuccess && value === name ? (
        <Text size="sm" c="teal.8" role="status">
          Your name was saved.
        </Text>
      ) : null}
    </form>
  );
}
