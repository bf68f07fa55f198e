import { useState } from 'react';
import { Alert, Code, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Search } from 'lucide-react';
import type { TAuditEntry } from '@core/api/admin';
import { ADMIN_PAGE_SIZE, useAdminAudit } from '@web/api/admin';
import { errorMessage } from '@web/api/client';
import { auditChanges } from '@core/audit/auditChanges';

/** The Audit log tab: every change of a plan, credits, runs, expiry or flag, newest first, paged, filtered by account email. */
export function AuditLogTab() {
  const [subject, setSubject] = useState('');
  const [debounced] = useDebouncedValue(subject.trim(), 300);
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(debounced, page);
  const entries = audit.data?.entries ?? [];
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / ADMIN_PAGE_SIZE));

  return (
    <Stack gap="md">
      <TextInput
        label="Filter by account email or flag"
        placeholder="e.g. ada@example.com"
        leftSection={<Search size={16} aria-hidden />}
        value={subject}
        maxLength={200}
        onChange={(event) => {
          setSubject(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {audit.isError && (
        <Alert color="red" role="alert">
          {errorMessage(audit.error)}
        </Alert>
      )}
      {audit.isPending && <Loader aria-label="Loading the audit log" />}
      {audit.data && entries.length === 0 && <Text c="dimmed">{debounced ? `No entry is about “${debounced}”.` : 'Nothing has been changed yet.'}</Text>}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>On</Table.Th>
                <Table.Th>Before → after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {audit.data && audit.data.total > ADMIN_PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {audit.data.total} entries
          </Text>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of the audit log" />
        </Group>
      )}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Table.Tr data-action={entry.action}>
      <Table.Td>
        <Text size="sm">{new Date(entry.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor}</Text>
      </Table.Td>
      <Table.Td>
        <Code>{entry.action}</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.subject}</Text>
      </Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No field changed
          </Text>
        ) : (
          changes.map((change) => (
            <Text key={change.field} size="xs" style={{ wordBreak: 'break-word' }}>
              <Text span fw={600} size="xs">
                {change.field}
              </Text>
              : {change.before} → {change.after}
            </Text>
          ))
        )}
      </Table.Td>
    </Table.Tr>
  );
}
