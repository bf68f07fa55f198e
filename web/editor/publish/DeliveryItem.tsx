import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { PUBLISH_TARGET_LABELS, type TDelivery } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useReviewDelivery } from '@web/api/integrations';
import { showAlert } from '@web/state/alerts';
import { attemptLine, DELIVERY_STATE_LABELS, formatWhen, statusLine } from './deliveryStates';

/** One delivery of the doc: its state, who asked, each attempt, where it landed, and Approve/Reject when the server allows. */
export function DeliveryItem({ delivery, divided }: { delivery: TDelivery; divided: boolean }) {
  const review = useReviewDelivery();
  const target = PUBLISH_TARGET_LABELS[delivery.target];
  const state = DELIVERY_STATE_LABELS[delivery.state];
  const decide = (decision: 'approve' | 'reject') =>
    review.mutateAsync({ id: delivery.id, decision }).catch((error: unknown) => showAlert(errorMessage(error)));

  return (
    <Stack
      gap={4}
      component="li"
      aria-label={`${delivery.action === 'update' ? 'Update' : 'New post'} on ${target}: ${state.label}`}
      data-testid="delivery"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-sm)' } : undefined}
    >
      <Group gap="xs" wrap="wrap">
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
        <Text size="sm" fw={600}>
          {delivery.action === 'update' ? 'Update' : 'New post'} on {target}
        </Text>
        <Text size="sm" c="dimmed">
          {statusLine(delivery)}
        </Text>
      </Group>
      <Text size="sm">“{delivery.title}”</Text>
      <Text size="sm" c="dimmed">
        Asked by {delivery.requested_by.name} on {formatWhen(delivery.created_at)}
        {delivery.approved_by ? `; approved by ${delivery.approved_by.name}` : ''}
        {delivery.finished_at ? `; finished ${formatWhen(delivery.finished_at)}` : ''}
      </Text>
      {delivery.remote_url ? (
        <Anchor href={delivery.remote_url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
          {delivery.remote_url}
        </Anchor>
      ) : null}
      {delivery.error ? (
        <Text size="sm" c="red">
          {delivery.error}
        </Text>
      ) : null}
      {delivery.attempts.length ? (
        <List size="sm" spacing={2} aria-label="Attempts">
          {delivery.attempts.map((attempt, index) => (
            <List.Item key={`${attempt.at}-${index}`}>
              <Text size="sm" c={attempt.outcome === 'failed' ? 'red' : attempt.outcome === 'retry' ? 'orange' : undefined} style={{ wordBreak: 'break-word' }}>
                {attemptLine(attempt)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {delivery.abilities.approve || delivery.abilities.reject ? (
        <Group gap="xs">
          {delivery.abilities.approve ? (
            <Button size="xs" loading={review.isPending && review.variables?.decision === 'approve'} disabled={review.isPending} onClick={() => void decide('approve')}>
              Approve
            </Button>
          ) : null}
          {delivery.abilities.reject ? (
            <Button size="xs" variant="default" color="red" loading={review.isPending && review.variables?.decision === 'reject'} disabled={review.isPending} onClick={() => void decide('reject')}>
              Reject
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
