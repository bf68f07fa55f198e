import { Badge, Button, Table, Text } from '@mantine/core';
import type { TApiToken } from '@core/api/apiTokens';
import { errorMessage } from '@web/api/client';
import { useRevokeApiToken } from '@web/api/apiTokens';
import { askConfirmation } from '@web/state/confirm';

const when = (iso: string | null, never: string) => (iso ? new Date(iso).toLocaleString() : never);

/** The person's tokens: name, first characters, made, last used, and Revoke (after a confirmation) where the server allows it. */
export function TokenList({ tokens }: { tokens: TApiToken[] }) {
  const revoke = useRevokeApiToken();
  const confirmRevoke = async (token: TApiToken) => {
    const sure = await askConfirmation({
      title: `Revoke “${token.name}”?`,
      message: 'Scripts using this token stop working at once. This cannot be undone; you can create a new token.',
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (sure) revoke.mutate(token.token_id);
  };
  if (tokens.length === 0) return <Text c="dimmed">You have no tokens yet.</Text>;
  return (
    <>
      {revoke.error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(revoke.error)}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="api-token-list" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.token_id} data-testid="api-token-row">
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {token.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>{when(token.created_at, '')}</Table.Td>
                <Table.Td data-testid="api-token-last-used">{when(token.last_used_at, 'Never')}</Table.Td>
                <Table.Td>
                  {token.revoked_at ? (
                    <Badge color="gray" variant="light" title={`Revoked ${when(token.revoked_at, '')}`}>
                      Revoked
                    </Badge>
                  ) : token.abilities.revoke ? (
                    <Button size="xs" color="red" variant="light" onClick={() => void confirmRevoke(token)} loading={revoke.isPending && revoke.variables === token.token_id}>
                      Revoke
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
