import { Alert, Badge, Group, Text } from '@mantine/core';
import type { TBlogToolResult } from '@core/api/blogTools';
import { formatCredits } from '@core/api/users';

/**
 * What a generation came back with, as the other generation pages show it: which engine wrote it
 * (always named), the credits it used, its notice (what the offline engine could not do), or why it
 * was refused.
 */
export function GenerationNote({ result, error, testId, label }: { result: TBlogToolResult | null; error: string | null; testId: string; label?: string }) {
  if (error) {
    return (
      <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
        {error}
      </Text>
    );
  }
  if (!result) return null;
  return (
    <>
      <Group gap="xs" data-testid={testId}>
        {label ? (
          <Text size="xs" fw={500}>
            {label}:
          </Text>
        ) : null}
        <Badge variant="light" tt="none" color={result.engine === 'offline' ? 'gray' : 'violet'} data-testid="engine-label">
          {result.engine === 'offline' ? 'Offline engine' : `Model: ${result.model}`}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatCredits(result.credits_charged)} credits
        </Text>
      </Group>
      {result.notice ? (
        <Alert color="yellow" variant="light" title="What this needs" data-testid="engine-notice">
          <Text size="sm">{result.notice}</Text>
        </Alert>
      ) : null}
    </>
  );
}
