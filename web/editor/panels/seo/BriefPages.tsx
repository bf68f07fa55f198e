import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TBriefPage } from '@core/api/seo';

const STATUS: Record<TBriefPage['status'], { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'gray' },
  reading: { label: 'Reading', color: 'blue' },
  read: { label: 'Read', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  excluded: { label: 'Excluded', color: 'gray' },
};

const ORIGIN: Record<TBriefPage['origin'], string> = { search: 'Search result', pasted: 'Added by you', asset: 'Your asset' };

type TProps = {
  pages: TBriefPage[];
  /** URLs the writer has chosen to leave out of the next rebuild; null while the brief builds (no toggles). */
  excluded: ReadonlySet<string> | null;
  onToggle: (url: string) => void;
  /** One card a page instead of a table (the editor's narrow side panel). */
  compact?: boolean;
};

function StatusCell({ page }: { page: TBriefPage }) {
  const status = STATUS[page.status];
  return (
    <Stack gap={2}>
      <Badge color={status.color} variant="light" size="sm">
        {status.label}
      </Badge>
      {page.status === 'failed' && page.error ? (
        <Text size="xs" c="red.8" data-testid="page-error">
          {page.error}
        </Text>
      ) : null}
    </Stack>
  );
}

function PageTitle({ page }: { page: TBriefPage }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} lineClamp={2}>
        {page.rank ? `${page.rank}. ` : ''}
        {page.title || 'Untitled page'}
      </Text>
      <Anchor href={page.url} target="_blank" rel="noreferrer noopener" size="xs" style={{ overflowWrap: 'anywhere' }}>
        {page.url}
      </Anchor>
      <Text size="xs" c="dimmed">
        {ORIGIN[page.origin]}
      </Text>
    </Stack>
  );
}

/** The headings a competitor uses, shown on hover so the table stays short. */
function HeadingsCell({ page }: { page: TBriefPage }) {
  if (page.headings.length === 0) return <Text size="sm">–</Text>;
  const list = page.headings.slice(0, 30).map((heading) => `${'  '.repeat(heading.level - 1)}H${heading.level} ${heading.text}`).join('\n');
  return (
    <Tooltip label={<Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>{list}</Text>} multiline w={320} withinPortal>
      <Text size="sm" td="underline" style={{ textDecorationStyle: 'dotted', cursor: 'help' }}>
        {page.headings.length}
      </Text>
    </Tooltip>
  );
}

function ExcludeToggle({
  page,
  excluded,
  onToggle,
  labelled,
}: {
  page: TBriefPage;
  excluded: ReadonlySet<string> | null;
  onToggle: (url: string) => void;
  /** Cards name the toggle; the table's column header does. */
  labelled: boolean;
}) {
  if (!excluded || (page.status !== 'read' && page.status !== 'excluded')) return null;
  return (
    <Checkbox
      size="xs"
      label={labelled ? 'Exclude' : undefined}
      aria-label={`Exclude ${page.url}`}
      checked={excluded.has(page.url)}
      onChange={() => onToggle(page.url)}
    />
  );
}

/**
 * The competitor pages of a brief: each one's progress while the brief builds (failed pages with
 * their reason), then its title, address, words and headings, with a toggle to leave it out.
 */
export function BriefPages({ pages, excluded, onToggle, compact = false }: TProps) {
  if (pages.length === 0) return <Text size="sm" c="dimmed">No pages yet.</Text>;
  if (compact) {
    return (
      <Stack gap="xs" data-testid="brief-pages">
        {pages.map((page) => (
          <Stack key={page.url} gap={4} p="xs" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 6 }} data-testid="brief-page">
            <PageTitle page={page} />
            <Group gap="xs" justify="space-between" wrap="wrap">
              <StatusCell page={page} />
              {page.status === 'read' || page.status === 'excluded' ? (
                <Text size="xs" c="dimmed">
                  {page.word_count.toLocaleString()} words · {page.headings.length} headings
                </Text>
              ) : null}
              <ExcludeToggle page={page} excluded={excluded} onToggle={onToggle} labelled />
            </Group>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" striped data-testid="brief-pages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Page</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Words</Table.Th>
            <Table.Th ta="right">Headings</Table.Th>
            <Table.Th ta="center">{excluded ? 'Exclude' : null}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.url} data-testid="brief-page">
              <Table.Td>
                <PageTitle page={page} />
              </Table.Td>
              <Table.Td maw={200}>
                <StatusCell page={page} />
              </Table.Td>
              <Table.Td ta="right">{page.status === 'read' || page.status === 'excluded' ? page.word_count.toLocaleString() : '–'}</Table.Td>
              <Table.Td ta="right">
                <HeadingsCell page={page} />
              </Table.Td>
              <Table.Td ta="center">
                <ExcludeToggle page={page} excluded={excluded} onToggle={onToggle} labelled={false} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
