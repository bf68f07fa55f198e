import { useId, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PUBLISH_TARGET_LABELS, type TIntegrationLogEntry } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useIntegrationLog } from '@web/api/integrations';

const ACTION_LABELS: Record<TIntegrationLogEntry['action'], string> = {
  connect: 'Connected',
  disconnect: 'Disconnected',
  auto_disconnect: 'Disconnected: credentials refused',
  publish: 'Published',
  update: 'Updated a post',
  request: 'Asked for approval',
  approve: 'Approved',
  reject: 'Rejected',
};

/** What failed, where the plain label would say it happened (a refused connect, a publish that failed). */
const FAILED_LABELS: Partial<Record<TIntegrationLogEntry['action'], string>> = {
  connect: 'Could not connect',
  publish: 'Could not publish',
  update: 'Could not update a post',
};

const actionLabel = (entry: TIntegrationLogEntry): string => (entry.ok ? undefined : FAILED_LABELS[entry.action]) ?? ACTION_LABELS[entry.action];

/** The outcome line; a post's address becomes a link. */
function Outcome({ entry }: { entry: TIntegrationLogEntry }) {
  if (/^https?:\/\/\S+$/i.test(entry.outcome)) {
    return (
      <Anchor href={entry.outcome} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
        {entry.outcome}
      </Anchor>
    );
  }
  return (
    <Text size="sm" c={entry.ok ? undefined : 'red'}>
      {entry.outcome}
    </Text>
  );
}

/** "Who published what" under the cards: the integrations' log, newest first, a page at a time. */
export function IntegrationLog({ uid }: { uid: string }) {
  const [page, setPage] = useState(1);
  const log = useIntegrationLog(uid, page);
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Who published what
      </Title>
      {log.isPending ? <Loader size="sm" aria-label="Loading the log" /> : null}
      {log.isError ? <Alert color="red">{errorMessage(log.error)}</Alert> : null}
      {log.data && log.data.entries.length === 0 && page === 1 ? (
        <Text size="sm" c="dimmed">
          Nothing yet: connections, publications and approvals show here.
        </Text>
      ) : null}
      {log.data && log.data.entries.length > 0 ? (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-labelledby={headingId} data-testid="integration-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text size="sm">{new Date(entry.at).toLocaleString()}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.actor.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {PUBLISH_TARGET_LABELS[entry.target]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {actionLabel(entry)}
                        {entry.blog_id ? (
                          <>
                            {' '}
                            <Anchor component={Link} to={`/blogs/editor?copy_id=${encodeURIComponent(entry.blog_id)}`} size="sm">
                              (open the doc)
                            </Anchor>
                          </>
                        ) : null}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Outcome entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      {log.data && (page > 1 || log.data.has_more) ? (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page === 1 || log.isFetching} onClick={() => setPage((old) => old - 1)}>
            Newer
          </Button>
          <Button variant="default" size="xs" disabled={!log.data.has_more || log.isFetching} onClick={() => setPage((old) => old + 1)}>
            Older
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
