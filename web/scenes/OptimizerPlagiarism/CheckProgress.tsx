import { useEffect, useState } from 'react';
import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';

/**
 * Shown while a check runs. The server does not report steps, so the bar runs without a figure and
 * the line counts the seconds: web pages are fetched and compared, which can take several.
 */
export function CheckProgress({ words }: { words: number }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const id = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <Paper withBorder p="md" role="status" aria-live="polite" data-testid="plagiarism-progress">
      <Stack gap="xs">
        <Group gap="xs">
          <Loader size="xs" />
          <Text fw={600}>{`Checking ${words.toLocaleString()} words…`}</Text>
          <Text size="sm" c="dimmed">{`${seconds} s`}</Text>
        </Group>
        <Progress value={100} animated striped size="sm" aria-label="Plagiarism check running" />
        <Text size="sm" c="dimmed">
          Comparing with your docs and assets, and with the web pages found for its most distinctive sentences. Fetching pages can take several seconds.
        </Text>
      </Stack>
    </Paper>
  );
}
