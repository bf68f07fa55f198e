import { Alert, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TReview, TReviewItem, TReviewStatus } from './rewriteReview';
import { PassageDiff } from './PassageDiff';

const STATUS: Record<TReviewStatus, { label: string; color: string }> = {
  open: { label: 'To review', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Rejected', color: 'gray' },
  unchanged: { label: 'Unchanged', color: 'gray' },
  moved: { label: 'Edited since', color: 'orange' },
};

type TActions = { onAccept: (index: number) => void; onReject: (index: number) => void };

const factList = (facts: TReviewItem['kept']['missing']) => facts.map((fact) => fact.text).join(', ');

/** One passage: its diff, what it lost or brought in, and the writer's choices. */
function ReviewedPassage({ item, onAccept, onReject }: { item: TReviewItem } & TActions) {
  const lost = item.kept.missing.length > 0;
  return (
    <Paper withBorder p="sm" data-testid="humanize-passage" data-status={item.status} data-acceptable={item.acceptable}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Passage {item.index + 1}
          </Text>
          <Badge variant="light" color={lost && item.status === 'open' ? 'red' : STATUS[item.status].color}>
            {lost && item.status === 'open' ? 'Lost a fact' : STATUS[item.status].label}
          </Badge>
        </Group>
        {item.status === 'unchanged' ? (
          <Text size="sm" c="dimmed">
            The model left this passage as it was.
          </Text>
        ) : (
          <PassageDiff diff={item.diff} />
        )}
        {lost && item.status !== 'unchanged' ? (
          <Alert color="red" variant="light" p="xs" data-testid="humanize-lost-fact">
            <Text size="sm">This rewrite lost {factList(item.kept.missing)} — edit it yourself or reject it.</Text>
          </Alert>
        ) : null}
        {item.kept.added.length > 0 && item.status === 'open' ? (
          <Text size="xs" c="orange.8">
            It brings in {factList(item.kept.added)}, not in the original: check before you accept.
          </Text>
        ) : null}
        {item.status === 'moved' ? (
          <Text size="xs" c="dimmed">
            This passage has changed since the rewrite, so it cannot be replaced: copy the rewrite instead.
          </Text>
        ) : null}
        {item.status === 'open' || item.status === 'moved' ? (
          <Group gap="xs">
            {item.acceptable && item.status === 'open' ? (
              <Button size="compact-sm" color="green" onClick={() => onAccept(item.index)}>
                Accept
              </Button>
            ) : null}
            {item.status === 'open' ? (
              <Button size="compact-sm" variant="default" onClick={() => onReject(item.index)}>
                Reject
              </Button>
            ) : null}
            <CopyButton value={item.rewrite}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="subtle" onClick={copy}>
                  {copied ? 'Copied' : 'Copy the rewrite'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The rewritten passages, each accepted or rejected by the writer, or the acceptable ones all at once. */
export function RewriteReview({ review, onAccept, onReject, onAcceptAll }: { review: TReview; onAcceptAll: () => void } & TActions) {
  const waiting = review.items.filter((item) => item.status === 'open' && item.acceptable).length;
  const { result } = review;
  return (
    <Paper withBorder p="md" data-testid="humanize-review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Rewrites
            </Title>
            <Text size="xs" c="dimmed">
              Written by {result.model} · {result.credits_charged} credits for {result.words} words · one optimisation run
            </Text>
          </Stack>
          <Button size="compact-sm" color="green" variant="light" disabled={waiting === 0} onClick={onAcceptAll}>
            {waiting > 1 ? `Accept all ${waiting}` : 'Accept all'}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          A rewrite that lost a number, link or name is not offered for accepting: edit the text yourself, or reject it.
        </Text>
        {review.items.map((item) => (
          <ReviewedPassage key={item.index} item={item} onAccept={onAccept} onReject={onReject} />
        ))}
      </Stack>
    </Paper>
  );
}
