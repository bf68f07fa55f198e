import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { TToolResult } from '@core/api/tools';
import { errorMessage } from '@web/api/client';
import { useRateToolResult, type TToolScope } from '@web/api/tools';
import { showAlert } from '@web/state/alerts';

/** Thumbs up and down on a saved result; the chosen one is filled, and choosing it again clears it. */
export function RatingButtons({ result, scope, onRated }: { result: TToolResult; scope: TToolScope; onRated: (result: TToolResult) => void }) {
  const rate = useRateToolResult(scope);
  const choose = (rating: 1 | -1) => {
    const next = result.rating === rating ? null : rating;
    rate.mutate({ id: result.id, rating: next }, { onSuccess: onRated, onError: (error) => showAlert(errorMessage(error), 'error') });
  };
  const button = (rating: 1 | -1, label: string, Icon: typeof ThumbsUp) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={result.rating === rating ? 'filled' : 'subtle'}
        color={rating === 1 ? 'teal' : 'red'}
        aria-label={label}
        aria-pressed={result.rating === rating}
        disabled={rate.isPending}
        onClick={() => choose(rating)}
        data-testid={rating === 1 ? 'tool-rate-up' : 'tool-rate-down'}
      >
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4}>
      {button(1, 'Good result', ThumbsUp)}
      {button(-1, 'Poor result', ThumbsDown)}
    </Group>
  );
}
