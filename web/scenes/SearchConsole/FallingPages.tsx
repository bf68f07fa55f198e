import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { TSearchConsoleReport } from '@core/api/searchConsole';
import { errorMessage } from '@web/api/client';
import { useRefreshArticle } from '@web/api/searchConsole';
import { stepPath } from '../Workflows/workflowSteps';
import { formatChange, formatCount, formatRange, shortPage } from './searchConsoleFormat';

/**
 * Pages whose clicks fell from the period before, each with "Refresh this article": a workflow
 * prefilled with the page's current text (selected in its files) and its queries, opened at Files.
 */
export function FallingPages({
  report,
  uid,
  project,
  teamId,
}: {
  report: TSearchConsoleReport;
  uid: string;
  project: { id: string; projectName: string } | null;
  teamId: string | null;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshArticle();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ page: string; message: string } | null>(null);
  const rule = report.falling_rule;

  const start = (page: string) => {
    if (!project) return;
    setPending(page);
    setFailure(null);
    refresh.mutate(
      { uid, site_url: report.site_url, page, project_id: project.id, team_id: teamId },
      {
        onSuccess: ({ workflow_id }) => void navigate(stepPath('files', workflow_id)),
        onError: (error) => setFailure({ page, message: errorMessage(error) }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="search-console-falling">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pages losing clicks
        </Title>
        <Text size="sm" c="dimmed">
          Clicks {formatRange(report.range)} against {formatRange(report.previous_range)}: pages that had at least {formatCount(rule.min_clicks_before)} clicks before and lost{' '}
          {Math.round(rule.min_drop * 100)}% or more.
        </Text>
        {!project ? (
          <Alert color="yellow" variant="light">
            A refreshed article is written in a project.{' '}
            <Anchor component={Link} to="/projects">
              Create a project
            </Anchor>{' '}
            first.
          </Alert>
        ) : null}
        {report.falling.length === 0 ? (
          <Text size="sm">No page lost that many clicks. Well done.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {report.falling.map((row) => {
              const short = shortPage(row.page, report.site_url);
              return (
                <Paper key={row.page} component="li" withBorder radius="sm" p="sm" data-testid="falling-page">
                  <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                      <Anchor href={row.page} target="_blank" rel="noopener noreferrer" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {short}
                      </Anchor>
                      <Text size="sm">
                        {formatCount(row.clicks_before)} → {formatCount(row.clicks_now)} clicks{' '}
                        <Text span c="red.8" fw={700}>
                          ({formatChange(row.change)})
                        </Text>
                      </Text>
                    </Stack>
                    <Button
                      leftSection={<RefreshCw size={16} aria-hidden />}
                      onClick={() => start(row.page)}
                      loading={pending === row.page}
                      disabled={!project || (pending !== null && pending !== row.page)}
                      aria-label={`Refresh this article: ${short}`}
                    >
                      Refresh this article
                    </Button>
                  </Group>
                  {failure?.page === row.page ? (
                    <Text size="sm" c="red.8" role="alert" mt="xs">
                      {failure.message}
                    </Text>
                  ) : null}
                </Paper>
              );
            })}
          </Stack>
        )}
        {project && report.falling.length ? (
          <Text size="xs" c="dimmed">
            The workflow opens in “{project.projectName}” with the page as it reads today and its top queries of the last 28 days.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
