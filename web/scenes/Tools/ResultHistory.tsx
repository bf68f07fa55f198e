import { useState } from 'react';
import { Badge, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { TToolResult } from '@core/api/tools';
import type { TToolDefinition } from '@core/tools/toolDefinition';
import { errorMessage } from '@web/api/client';
import { TOOL_RESULTS_PAGE_SIZE, useToolResults, type TToolScope } from '@web/api/tools';
import { resultPlainText, resultView } from './resultText';

const EXCERPT_CHARS = 160;

/** The first words of a result, on one line. */
function excerptOf(tool: TToolDefinition, result: TToolResult): string {
  const text = resultPlainText(resultView(tool.output, result)).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;
}

/** The writer's earlier results of this tool, newest first, five to a page; one opens in the result panel. */
export function ResultHistory({ tool, scope, activeId, onOpen }: { tool: TToolDefinition; scope: TToolScope; activeId: string | null; onOpen: (result: TToolResult) => void }) {
  const [page, setPage] = useState(1);
  const results = useToolResults(scope, tool.id, page);
  const total = results.data?.total ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="tool-history">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Earlier results
        </Title>
        {results.isError ? (
          <Text size="sm" c="red">
            {errorMessage(results.error)}
          </Text>
        ) : null}
        {results.isSuccess && total === 0 ? (
          <Text size="sm" c="dimmed">
            Your results of {tool.title} are kept here.
          </Text>
        ) : null}
        {(results.data?.results ?? []).map((result) => (
          <Group key={result.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="tool-history-item">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {excerptOf(tool, result) || '(empty)'}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {new Date(result.created_at).toLocaleString()}
                </Text>
                {result.rating === 1 ? <Badge size="xs" color="teal" variant="light">Rated good</Badge> : null}
                {result.rating === -1 ? <Badge size="xs" color="red" variant="light">Rated poor</Badge> : null}
              </Group>
            </Stack>
            <Button size="xs" variant={result.id === activeId ? 'light' : 'default'} onClick={() => onOpen(result)} aria-label={`Open result from ${new Date(result.created_at).toLocaleString()}`}>
              {result.id === activeId ? 'Shown' : 'Open'}
            </Button>
          </Group>
        ))}
        {total > TOOL_RESULTS_PAGE_SIZE ? <Pagination size="sm" total={Math.ceil(total / TOOL_RESULTS_PAGE_SIZE)} value={page} onChange={setPage} /> : null}
      </Stack>
    </Paper>
  );
}
