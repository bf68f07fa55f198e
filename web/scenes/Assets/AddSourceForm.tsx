import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useAddDomain, useAddUrl } from '@web/api/assets';
import { showSnackbar } from '@web/state/alerts';

const COPY = {
  url: { label: 'Page address', placeholder: 'https://example.com/article', button: 'Add URL', done: 'Reading the page…' },
  domain: { label: 'Domain', placeholder: 'example.com', button: 'Add domain', done: 'Reading the site…' },
} as const;

/** Adds a URL or a domain; the server reads it in the background and the list shows its progress. */
export function AddSourceForm({ projectId, kind }: { projectId: string; kind: 'url' | 'domain' }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addUrl = useAddUrl(projectId);
  const addDomain = useAddDomain(projectId);
  const mutation = kind === 'url' ? addUrl : addDomain;
  const copy = COPY[kind];

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    mutation.mutate(value.trim(), {
      onSuccess: () => {
        setValue('');
        showSnackbar(copy.done);
      },
      onError: (caught) => setError(errorMessage(caught)),
    });
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={copy.label}
          placeholder={copy.placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          required
          w={420}
        />
        <Button type="submit" mt={25} loading={mutation.isPending} disabled={!value.trim()}>
          {copy.button}
        </Button>
      </Group>
    </form>
  );
}
