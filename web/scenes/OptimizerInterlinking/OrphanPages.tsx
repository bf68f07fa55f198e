import { Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useOrphanPages } from '@web/api/interlinking';

/** The pages of the project's URL and domain assets that no doc of the user (or team) links to. */
export function OrphanPages({ projectId, teamId }: { projectId: string | null; teamId: string | null }) {
  const query = useOrphanPages(projectId, teamId);
  return (
    <Paper withBorder p="md" radius="md" data-testid="orphan-pages">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pages no doc links to
        </Title>
        {query.isPending ? <Loader size="sm" /> : null}
        {query.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(query.error)}
          </Text>
        ) : null}
        {query.data ? (
          <>
            <Text size="sm" c="dimmed">
              {query.data.pages_considered === 0
                ? 'Add URL or domain assets to this project to see which of your pages no doc links to.'
                : `${query.data.pages.length} of ${query.data.pages_considered} pages of your sites are linked from none of the ${query.data.docs_considered} docs of this project.`}
            </Text>
            {query.data.notices.map((notice) => (
              <Text key={notice} size="sm" c="orange.8">
                {notice}
              </Text>
            ))}
            {query.data.pages.length > 0 ? (
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Page</Table.Th>
                      <Table.Th>Address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.pages.map((page) => (
                      <Table.Tr key={`${page.asset_id}:${page.url}`}>
                        <Table.Td>{page.title}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Anchor href={page.url} target="_blank" rel="noopener noreferrer" size="sm">
                            {page.url}
                          </Anchor>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
