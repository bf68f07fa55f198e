import { useState } from 'react';
import { Alert, Badge, Code, Group, Loader, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TAdminFeedbackItem } from '@core/api/feedback';
import { errorMessage } from '@web/api/client';
import { useAdminFeedback } from '@web/api/feedback';

const DELIVERY_LABELS: Record<TAdminFeedbackItem['delivery']['state'], { label: string; color: string }> = {
  delivered: { label: 'Sent to webhook', color: 'green' },
  pending: { label: 'Sending…', color: 'gray' },
  failed: { label: 'Not sent', color: 'orange' },
};

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Feedback tab: what people sent from the feedback widget, newest first, with where each stands with the webhook. */
export function FeedbackTab() {
  const [page, setPage] = useState(1);
  const feedback = useAdminFeedback(page);
  const data = feedback.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.page_size ?? 1)));

  return (
    <Stack gap="md">
      {data && !data.webhook_configured && (
        <Alert color="yellow" title="No feedback webhook is configured">
          Feedback is stored and read here only. Set <Code>FEEDBACK_WEBHOOK_URL</Code> to a Slack-compatible incoming webhook to have each message posted to a channel too.
        </Alert>
      )}
      {feedback.isError && (
        <Alert color="red" role="alert">
          {errorMessage(feedback.error)}
        </Alert>
      )}
      {feedback.isPending && <Loader aria-label="Loading feedback" />}
      {data && data.items.length === 0 && <Text c="dimmed">No feedback yet.</Text>}
      {data && data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" aria-label="Feedback">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Page</Table.Th>
                <Table.Th>Rating</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Webhook</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <FeedbackRow key={item.id} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.page_size && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data.total} messages
          </Text>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of feedback" />
        </Group>
      )}
    </Stack>
  );
}

function FeedbackRow({ item }: { item: TAdminFeedbackItem }) {
  const delivery = DELIVERY_LABELS[item.delivery.state];
  return (
    <Table.Tr data-feedback={item.id}>
      <Table.Td>
        <Text size="sm">{timeOf(item.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.email}</Text>
      </Table.Td>
      <Table.Td>
        <Code>{item.page}</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.rating ? `${item.rating}/5` : '–'}</Text>
      </Table.Td>
      <Table.Td maw={420}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label={item.delivery.error ?? (item.delivery.delivered_at ? timeOf(item.delivery.delivered_at) : 'Queued')} multiline w={260} withArrow>
          <Badge color={delivery.color} variant="light">
            {delivery.label}
          </Badge>
        </Tooltip>
        {item.delivery.error && (
          <Text size="xs" c="dimmed" mt={4}>
            {item.delivery.error}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
