import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Send } from 'lucide-react';
import { SUPPORT_LIMITS } from '@core/api/support';
import { errorMessage } from '@web/api/client';

type TProps = {
  formLabel: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
  /** Where the send button sits: the end, or the start (clear of the floating buttons at the bottom right of a page). */
  buttonSide?: 'start' | 'end';
};

/** The message box of a support thread (the person's and the administrators'): the server's refusal shows under it. */
export function SupportComposer({ formLabel, label, submitLabel, pending, onSend, buttonSide = 'end' }: TProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await onSend(body);
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const over = body.length > SUPPORT_LIMITS.messageMax;
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap={6}>
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={6}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter sends, as in most chat boxes; Enter alone makes a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
          error={error}
          description={
            <Text span size="xs" c={over ? 'red' : 'dimmed'}>
              {body.length.toLocaleString('en-US')} / {SUPPORT_LIMITS.messageMax.toLocaleString('en-US')}
            </Text>
          }
        />
        <Group justify={buttonSide === 'end' ? 'flex-end' : 'flex-start'}>
          <Button type="submit" size="xs" loading={pending} leftSection={<Send size={14} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
