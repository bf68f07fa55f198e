import { useState, type FormEvent } from 'react';
import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_LIMITS } from '@core/api/feedback';
import { ApiError, errorMessage } from '@web/api/client';
import { useSendFeedback } from '@web/api/feedback';

type TProps = { page: string; onSent: () => void };

/**
 * The feedback form: a message (required, bounded), an optional 1–5 rating, and the page it is written
 * on (sent automatically). The server checks every field; its message shows under the field it names.
 */
export function FeedbackForm({ page, onSent }: TProps) {
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await send.mutateAsync({ message, rating: rating || null, page });
      onSent();
    } catch (failure) {
      setError({ field: failure instanceof ApiError ? failure.field : undefined, message: errorMessage(failure) });
    }
  }

  const over = message.length > FEEDBACK_LIMITS.messageMax;
  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Feedback">
      <Stack gap="sm">
        <Textarea
          label="Your feedback"
          placeholder="What works, what gets in your way, what you miss…"
          autosize
          minRows={4}
          maxRows={10}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            if (error?.field === 'message') setError(null);
          }}
          description={
            <Text span size="xs" c={over ? 'red' : 'dimmed'}>
              {message.length.toLocaleString('en-US')} / {FEEDBACK_LIMITS.messageMax.toLocaleString('en-US')} characters
            </Text>
          }
          error={fieldError('message')}
          data-autofocus
        />
        <Input.Wrapper label="Rating (optional)" error={fieldError('rating')}>
          <Group gap="xs" align="center">
            <Rating value={rating} onChange={setRating} aria-label="Rating" getSymbolLabel={(value) => `${value} out of 5`} />
            {rating > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => setRating(0)}>
                Clear rating
              </Button>
            )}
          </Group>
        </Input.Wrapper>
        <Text size="xs" c="dimmed">
          Sent with the page you are on: <code>{page}</code>
        </Text>
        {error && !['message', 'rating'].includes(error.field ?? '') && (
          <Text size="sm" c="red" role="alert">
            {error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send feedback
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
