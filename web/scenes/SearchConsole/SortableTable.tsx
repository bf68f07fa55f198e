import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSort, sortRows, type TSort } from './tableSort';

export type TColumn<T, K extends keyof T & string> = {
  key: K;
  label: string;
  numeric?: boolean;
  /** The direction a first click sorts in. */
  firstDirection: 'ascending' | 'descending';
  render: (row: T) => ReactNode;
};

/** Rows shown before "Show all". */
const FIRST_ROWS = 10;

/**
 * A table whose columns sort when their header is clicked (again: the other way), saying so with
 * aria-sort; ten rows first, then all.
 */
export function SortableTable<T, K extends keyof T & string>({
  title,
  rows,
  columns,
  initialSort,
  rowKey,
  empty,
  testId,
}: {
  title: string;
  rows: readonly T[];
  columns: ReadonlyArray<TColumn<T, K>>;
  initialSort: TSort<K>;
  rowKey: (row: T) => string;
  empty: string;
  testId: string;
}) {
  const titleId = useId();
  const [sort, setSort] = useState<TSort<K>>(initialSort);
  const [all, setAll] = useState(false);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const visible = all ? sorted : sorted.slice(0, FIRST_ROWS);

  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover aria-labelledby={titleId} verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => {
                      const active = sort.key === column.key;
                      const Icon = active ? (sort.direction === 'ascending' ? ArrowUp : ArrowDown) : ArrowUpDown;
                      return (
                        <Table.Th key={column.key} aria-sort={active ? sort.direction : 'none'} style={{ textAlign: column.numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}>
                          <UnstyledButton onClick={() => setSort((current) => nextSort(current, column.key, column.firstDirection))} fw={700} fz="sm">
                            <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
                              {column.label}
                              <Icon size={14} aria-hidden strokeWidth={active ? 2.5 : 1.5} />
                            </Group>
                          </UnstyledButton>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {visible.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td key={column.key} style={column.numeric ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere', minWidth: '11rem' }}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length > FIRST_ROWS ? (
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setAll((value) => !value)} aria-expanded={all}>
                  {all ? `Show the first ${FIRST_ROWS}` : `Show all ${rows.length}`}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
