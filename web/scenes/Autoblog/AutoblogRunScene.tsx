import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { ArrowLeft, Ban, Play } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { autoblogFailure, useAutoblogAction, useAutoblogRun, type TAutoblogAction } from '@web/api/autoblog';
import { ApiError, errorMessage } from '@web/api/client';
import type { TAutoblogRun } from '@core/api/autoblog';
import { PageFrame } from '@web/components/PageFrame';
import { ArticleRow } from './ArticleRow';
import { countsLine, RUN_STATUS, runProgress } from './articleStatus';
import { RUNS_PATH } from './autoblogPaths';
import { templateName } from './autoblogTemplates';
import { useAutoblogScope } from './useAutoblogScope';

/**
 * /templates/workflow/runs/:id: one run, polled while it works — every article's step and
 * progress, errors with their reason and Retry, Cancel and Resume for the run (as the server's
 * abilities allow), and links to the finished docs.
 */
/** Who is told when the run is settled, and whether they were. */
function notifyLine(notify: TAutoblogRun['notify']): string | null {
  const whom = [notify.email ? 'you by email' : null, notify.webhook_url ? `the webhook ${notify.webhook_url}` : null].filter(Boolean).join(' and ');
  if (!whom) return null;
  if (notify.error) return notify.error;
  return notify.sent_at ? `Told ${whom} when it finished (${new Date(notify.sent_at).toLocaleString()}).` : `When it finishes, we tell ${whom}.`;
}

export function AutoblogRunScene() {
  const { id = '' } = useParams();
  const scope = useAutoblogScope();
  const run = useAutoblogRun(scope, id);
  const action = useAutoblogAction(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const act = (next: TAutoblogAction) => {
    setFailure(null);
    action.mutate(next, { onError: (error) => setFailure(autoblogFailure(error, scope.teamMode).message) });
  };
  const busyWith = (next: TAutoblogAction) => action.isPending && JSON.stringify(action.variables) === JSON.stringify(next);
  const data = run.data;

  return (
    <PageFrame title={data ? `${templateName(data.template)} run` : 'AutoBlog run'} description="Every article of this run, written one step at a time. Finished ones are saved as docs.">
      <Anchor component={Link} to={RUNS_PATH} size="sm" mt={-16}>
        <Group gap={4} component="span">
          <ArrowLeft size={14} />
          All runs
        </Group>
      </Anchor>
      {run.isPending ? <Loader size="sm" /> : null}
      {run.isError ? (
        <Alert color="red" variant="light" title={run.error instanceof ApiError && run.error.status === 404 ? 'Run not found' : 'Could not load the run'}>
          {errorMessage(run.error)}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="md" data-testid="autoblog-run" data-status={data.status}>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm">
                  <Badge color={RUN_STATUS[data.status].color} data-testid="run-status">
                    {RUN_STATUS[data.status].label}
                  </Badge>
                  <Text size="sm" data-testid="run-counts">
                    {countsLine(data.counts)}
                  </Text>
                </Group>
                <Group gap="xs">
                  {data.abilities.resume ? (
                    <Button size="xs" leftSection={<Play size={14} />} onClick={() => act({ kind: 'resume', runId: data.id })} loading={busyWith({ kind: 'resume', runId: data.id })} data-testid="run-resume">
                      Resume
                    </Button>
                  ) : null}
                  {data.abilities.cancel ? (
                    <Button size="xs" variant="default" color="red" leftSection={<Ban size={14} />} onClick={() => act({ kind: 'cancel', runId: data.id })} loading={busyWith({ kind: 'cancel', runId: data.id })} data-testid="run-cancel">
                      Cancel run
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <Progress value={runProgress(data.articles)} size="md" aria-label="Run progress" />
              <Text size="xs" c="dimmed">
                Model {data.model} · {data.settings.language}, {data.settings.country} · about {data.settings.length.toLocaleString('en-US')} words · started {new Date(data.created_at).toLocaleString()}
                {data.credits_charged ? ` · ${data.credits_charged.toLocaleString('en-US')} credits` : ''}
              </Text>
              {notifyLine(data.notify) ? (
                <Text size="xs" c={data.notify.error ? 'red' : 'dimmed'} data-testid="run-notify">
                  {notifyLine(data.notify)}
                </Text>
              ) : null}
              {data.notices.map((notice) => (
                <Text key={notice} size="sm" c="yellow.9" data-testid="run-notice">
                  {notice}
                </Text>
              ))}
            </Stack>
          </Paper>
          {failure ? (
            <Alert color="red" variant="light" data-testid="autoblog-error">
              {failure}
            </Alert>
          ) : null}
          <Paper withBorder>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Keyword</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Step</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.articles.map((article) => (
                  <ArticleRow key={article.id} article={article} onRetry={() => act({ kind: 'retry', articleId: article.id })} busy={busyWith({ kind: 'retry', articleId: article.id })} />
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
