import { useState } from 'react';
import { ActionIcon, Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { localDay, monthOf, monthWeeks, shiftMonth } from '@core/planner/calendarMonth';
import type { TPlannerAssignee, TPlannerIdea } from '@core/api/planner';
import { errorMessage } from '@web/api/client';
import { usePlannerIdeas, type TPlannerScope } from '@web/api/planner';
import { INTENT_COLORS, STATUS_COLORS, STATUS_LABELS } from './plannerClusters';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const monthTitle = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const assigneeName = (assignees: TPlannerAssignee[], id: string | null) => {
  const person = assignees.find((entry) => entry.id === id);
  return person ? person.name || person.email : null;
};

/** One planned idea in a day's cell: its title, status and who writes it. */
function PlannedIdea({ idea, assignees }: { idea: TPlannerIdea; assignees: TPlannerAssignee[] }) {
  const who = assigneeName(assignees, idea.assignee_id);
  return (
    <Paper withBorder p={4} radius="sm" data-testid="calendar-idea">
      <Text size="xs" fw={600} lineClamp={2}>
        {idea.title}
      </Text>
      <Group gap={4} mt={2}>
        <Badge size="xs" color={STATUS_COLORS[idea.status]} variant="light">
          {STATUS_LABELS[idea.status]}
        </Badge>
        <Badge size="xs" color={INTENT_COLORS[idea.intent]} variant="dot">
          {idea.intent}
        </Badge>
      </Group>
      {who ? (
        <Text size="xs" c="dimmed">
          {who}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The calendar view: a month of planned ideas, by day, Monday first; ideas are put on it from the topic view. */
export function CalendarView({ scope }: { scope: TPlannerScope }) {
  // Read once: the page does not follow midnight.
  const [today] = useState(() => localDay(new Date()));
  const [month, setMonth] = useState(() => monthOf(today));
  const list = usePlannerIdeas(scope, { month });
  const ideas = list.data?.ideas ?? [];
  const onDay = (day: string) => ideas.filter((idea) => idea.planned_on === day);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" data-testid="calendar-month">
            {monthTitle(month)}
          </Title>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {list.data ? `${ideas.length} planned this month` : ''}
        </Text>
      </Group>
      {list.isPending ? <Loader aria-label="Loading the calendar" /> : null}
      {list.isError ? <Alert color="red">{errorMessage(list.error)}</Alert> : null}
      <Table withTableBorder withColumnBorders layout="fixed" data-testid="planner-calendar">
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((day) => (
              <Table.Th key={day}>{day}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(month).map((week) => (
            <Table.Tr key={week.find(Boolean) ?? ''}>
              {week.map((day, at) => (
                <Table.Td key={day ?? `empty-${at}`} valign="top" h={96} data-day={day ?? undefined} bg={day === today ? 'var(--mantine-color-blue-0)' : undefined}>
                  {day ? (
                    <Stack gap={4}>
                      <Text size="xs" c="dimmed">
                        {Number(day.slice(8))}
                      </Text>
                      {onDay(day).map((idea) => (
                        <PlannedIdea key={idea.id} idea={idea} assignees={list.data?.assignees ?? []} />
                      ))}
                    </Stack>
                  ) : null}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
