import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { API_TOKEN_LIMITS, ZApiTokenName, type TApiTokenCreatedResponse } from '@core/api/apiTokens';
import { errorMessage } from '@web/api/client';
import { useCreateApiToken } from '@web/api/apiTokens';

/** The first problem the shared contract finds in the name, or null. */
const problemOf = (name: string): string | null => {
  const parsed = ZApiTokenName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/**
 * Names and makes a token. `refusal` is the server's reason this person may not make one now (at the
 * limit, or signed in with a token), shown instead of the button's working. The server checks the
 * same name rules (core/api/apiTokens.ts).
 */
export function CreateTokenForm({ refusal, onCreated }: { refusal: string | null; onCreated: (created: TApiTokenCreatedResponse) => void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateApiToken();
  const problem = problemOf(name);
  const submit = () => {
    setTouched(true);
    if (problem) return;
    create.mutate(name, {
      onSuccess: (created) => {
        setName('');
        setTouched(false);
        onCreated(created);
      },
    });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="api-token-form"
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Token name"
          description="What the token is for, e.g. “Nightly export script”."
          placeholder="Nightly export script"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={API_TOKEN_LIMITS.nameChars + 1}
          error={touched ? problem : null}
          disabled={refusal !== null}
          w={360}
          maw="100%"
        />
        <Button type="submit" loading={create.isPending} disabled={refusal !== null} data-testid="api-token-create">
          Create token
        </Button>
      </Group>
      {refusal ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="api-token-refusal">
          {refusal}
        </Text>
      ) : null}
      {create.error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {errorMessage(create.error)}
        </Text>
      ) : null}
    </form>
  );
}
