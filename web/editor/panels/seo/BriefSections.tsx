import { Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TBriefSnapshot } from '@core/api/seo';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const none = (what: string) => (
  <Text size="sm" c="dimmed">
    {what}
  </Text>
);

/** The brief's terms with the uses it recommends at the target length. */
function TermsTable({ snapshot }: { snapshot: TBriefSnapshot }) {
  if (snapshot.terms.length === 0) return none('No term is shared by enough pages to recommend.');
  return (
    <Table.ScrollContainer minWidth={280} mah={420}>
      <Table verticalSpacing={4} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Term</Table.Th>
            <Table.Th ta="right">Pages</Table.Th>
            <Table.Th ta="right">Aim for</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {snapshot.terms.map((term) => (
            <Table.Tr key={term.key}>
              <Table.Td>{term.phrase}</Table.Td>
              <Table.Td ta="right">{term.pages}</Table.Td>
              <Table.Td ta="right">{term.min === term.max ? term.min : `${term.min}–${term.max}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What the ranking pages have in common: the length to aim for, the terms to cover (on the wide
 * page; the side panel lists them with the doc's counts), the questions people ask and the headings.
 */
export function BriefSections({ snapshot, compact = false }: { snapshot: TBriefSnapshot; compact?: boolean }) {
  const read = snapshot.pages.filter((page) => page.status === 'read').length;
  return (
    <Stack gap="md">
      <Group gap="xs" data-testid="brief-summary">
        <Badge variant="light" size="lg">
          Target length: {snapshot.target_words.toLocaleString()} words
        </Badge>
        <Text size="sm" c="dimmed">
          from {read} page{read === 1 ? '' : 's'} · {snapshot.language}, {snapshot.country}
        </Text>
      </Group>
      {compact ? null : (
        <Section title="Terms to cover" testId="brief-terms">
          <TermsTable snapshot={snapshot} />
        </Section>
      )}
      <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="md">
        <Section title="Questions people ask" testId="brief-questions">
          {snapshot.questions.length === 0 ? (
            none('No questions found.')
          ) : (
            <List size="sm" spacing={4}>
              {snapshot.questions.map((question) => (
                <List.Item key={question.text}>{question.text}</List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title="Common headings" testId="brief-headings">
          {snapshot.common_headings.length === 0 ? (
            none('No heading is shared by several pages.')
          ) : (
            <List size="sm" spacing={4}>
              {snapshot.common_headings.map((heading) => (
                <List.Item key={heading.text}>
                  {heading.text}{' '}
                  <Text span size="xs" c="dimmed">
                    ({heading.pages} pages)
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
