import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useAutoblogRuns } from '@web/api/autoblog';
import { errorMessage } from '@web/api/client';
import { PageFrame } from '@web/components/PageFrame';
import { countsLine, RUN_STATUS } from './articleStatus';
import { runPath, TEMPLATES_PATH } from './autoblogPaths';
import { templateName } from './autoblogTemplates';
import { useAutoblogScope } from './useAutoblogScope';

/** /templates/workflow/runs: the person's AutoBlog runs (the team's in team mode), newest first. */
export function AutoblogRunsScene() {
  const scope = useAutoblogScope();
  const [page, setPage] = useState(1);
  const runs = useAutoblogRuns(scope, page);
  return (
    <PageFrame title="AutoBlog runs" description="Every run you started, newest first: open one to follow its articles and open the finished docs.">
      <Group>
        <Button component={Link} to={TEMPLATES_PATH} leftSection={<Plus size={16} />} size="sm">
          New run
        </Button>
      </Group>
      {runs.isPending ? <Loader size="sm" /> : null}
      {runs.isError ? <Alert color="red">{errorMessage(runs.error)}</Alert> : null}
      {runs.data && runs.data.runs.length === 0 && page === 1 ? (
        <Text c="dimmed" size="sm" data-testid="autoblog-runs-empty">
          No runs yet. Choose a template to start one.
        </Text>
      ) : null}
      {runs.data && runs.data.runs.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" data-testid="autoblog-runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Template</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Articles</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.runs.map((run) => (
                <Table.Tr key={run.id} data-testid="autoblog-run-row">
                  <Table.Td>
                    <Anchor component={Link} to={runPath(run.id)} size="sm">
                      {new Date(run.created_at).toLocaleString()}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{templateName(run.template)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={RUN_STATUS[run.status].color} variant="light">
                      {RUN_STATUS[run.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{countsLine(run.counts)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {runs.data && (page > 1 || runs.data.has_more) ? (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage((old) => old - 1)}>
            Newer
          </Button>
          <Button variant="default" size="xs" disabled={!runs.data.has_more} onClick={() => setPage((old) => old + 1)}>
            Older
          </Button>
        </Group>
      ) : null}
    </PageFrame>
  );
}
