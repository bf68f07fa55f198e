import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Search } from 'lucide-react';
import type { TAdminUser } from '@core/api/admin';
import { ADMIN_PAGE_SIZE, useAdminUsers } from '@web/api/admin';
import { errorMessage } from '@web/api/client';
import { AccountModal } from './AccountModal';
import { creditsLine, expiryText, runsLine } from './accountFigures';

/** The Users tab: accounts with plan, credits, runs and expiry; search by email or name, paged; Manage opens the account's actions. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useAdminUsers(debounced, page);
  const list = users.data?.users ?? [];
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  const open = list.find((user) => user.unique_id === openId) ?? null;

  return (
    <Stack gap="md">
      <TextInput
        label="Search accounts"
        placeholder="Email or name"
        leftSection={<Search size={16} aria-hidden />}
        value={search}
        maxLength={200}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {users.isError && (
        <Alert color="red" role="alert">
          {errorMessage(users.error)}
        </Alert>
      )}
      {users.isPending && <Loader aria-label="Loading accounts" />}
      {users.data && list.length === 0 && <Text c="dimmed">{debounced ? `No account matches “${debounced}”.` : 'No accounts yet.'}</Text>}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" aria-label="Accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Credits used / limit</Table.Th>
                <Table.Th>Runs left</Table.Th>
                <Table.Th>Expiry</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((user) => (
                <UserRow key={user.unique_id} user={user} onManage={() => setOpenId(user.unique_id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.data && users.data.total > ADMIN_PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {users.data.total} accounts
          </Text>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of accounts" />
        </Group>
      )}
      {open && <AccountModal user={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

function UserRow({ user, onManage }: { user: TAdminUser; onManage: () => void }) {
  return (
    <Table.Tr data-email={user.email}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {user.email}
        </Text>
        <Text size="xs" c="dimmed">
          {user.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.plan_name ?? '(none)'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{creditsLine(user)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{runsLine(user)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {expiryText(user.expiry_date)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onManage} aria-label={`Manage ${user.email}`}>
          Manage
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
