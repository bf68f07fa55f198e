import { Table, Text } from '@mantine/core';
import type { TAnalyticsReport } from '@core/api/analytics';
import { tableLines } from './chartData';

/** Member × feature totals over the period; each member's last line adds up all their features. */
export function UsageTable({ report }: { report: TAnalyticsReport }) {
  const lines = tableLines(report);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label="Usage by member and feature">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Feature</Table.Th>
            <Table.Th ta="right">Credits</Table.Th>
            <Table.Th ta="right">Words</Table.Th>
            <Table.Th ta="right">Runs</Table.Th>
            <Table.Th ta="right">Docs</Table.Th>
            <Table.Th ta="right">Checks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} fw={line.total ? 600 : undefined} data-testid={line.total ? 'usage-total' : 'usage-line'}>
              <Table.Td>{line.member}</Table.Td>
              <Table.Td>
                <Text inherit c={line.total ? undefined : 'dimmed'}>
                  {line.feature}
                </Text>
              </Table.Td>
              {/* Credits are exact decimal text from the server, shown as they come. */}
              <Table.Td ta="right">{line.credits}</Table.Td>
              <Table.Td ta="right">{line.words.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{line.runs}</Table.Td>
              <Table.Td ta="right">{line.docs}</Table.Td>
              <Table.Td ta="right">{line.checks}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
