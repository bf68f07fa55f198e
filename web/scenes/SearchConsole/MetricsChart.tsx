import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TSearchConsoleDay } from '@core/api/searchConsole';
import { axisOf, linePath, nearestIndex, type TChartSeries } from './chartGeometry';
import { formatCount, formatCtr, formatDay, formatPosition } from './searchConsoleFormat';

export type TMetricKey = 'clicks' | 'impressions' | 'ctr' | 'position';

/** The four metrics of Search Console, each with its colour and way of showing a value. */
export const METRICS: ReadonlyArray<{ key: TMetricKey; label: string; color: string; format: (value: number) => string }> = [
  { key: 'clicks', label: 'Clicks', color: 'var(--mantine-color-blue-7)', format: formatCount },
  { key: 'impressions', label: 'Impressions', color: 'var(--mantine-color-violet-7)', format: formatCount },
  { key: 'ctr', label: 'CTR', color: 'var(--mantine-color-teal-8)', format: formatCtr },
  { key: 'position', label: 'Position', color: 'var(--mantine-color-orange-8)', format: formatPosition },
];

// The plot is drawn in these units and stretched to the width it gets; strokes keep their width.
const WIDTH = 1_000;
const HEIGHT = 220;

/**
 * Clicks, impressions, CTR and position by day as lines, each on its own scale (as Search Console
 * draws them; position upside down, 1 at the top), with the values of the day under the pointer
 * (or chosen with the arrow keys). The left axis is the first metric shown, the right the second.
 * Screen readers get the same numbers as a table.
 */
export function MetricsChart({ days, shown, rangeLabel }: { days: TSearchConsoleDay[]; shown: readonly TMetricKey[]; rangeLabel: string }) {
  const [active, setActive] = useState<number | null>(null);
  const metrics = METRICS.filter((metric) => shown.includes(metric.key));
  const series = (key: TMetricKey): TChartSeries => ({ values: days.map((day) => day[key]), inverted: key === 'position' });
  const left = metrics[0];
  const right = metrics[1];
  const day = active !== null ? days[active] : undefined;
  const label = `${metrics.map((metric) => metric.label).join(', ') || 'No metric'} by day, ${rangeLabel}`;

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, box.width, days.length));
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!days.length) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setActive((current) => Math.min(days.length - 1, Math.max(0, (current ?? (step > 0 ? -1 : days.length)) + step)));
    } else if (event.key === 'Escape') setActive(null);
  };
  const ticks = (metric: (typeof METRICS)[number] | undefined) => {
    if (!metric) return null;
    const { min, max } = axisOf(series(metric.key));
    const top = metric.key === 'position' ? min : max;
    const bottom = metric.key === 'position' ? max : min;
    return (
      <Stack justify="space-between" h={HEIGHT} gap={0} aria-hidden>
        <Text size="xs" c={metric.color} fw={600}>
          {metric.format(top)}
        </Text>
        <Text size="xs" c={metric.color} fw={600}>
          {metric.format(bottom)}
        </Text>
      </Stack>
    );
  };

  if (!days.length) {
    return (
      <Text size="sm" c="dimmed">
        Google has no data for this property in this period.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Box w={48} style={{ textAlign: 'right', flexShrink: 0 }}>
          {ticks(left)}
        </Box>
        <Box pos="relative" style={{ flex: 1, minWidth: 0 }}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height={HEIGHT}
            role="img"
            aria-label={label}
            tabIndex={0}
            onPointerMove={onPointer}
            onPointerLeave={() => setActive(null)}
            onKeyDown={onKey}
            onBlur={() => setActive(null)}
            style={{ display: 'block', overflow: 'visible', touchAction: 'pan-y', outlineOffset: 4 }}
            data-testid="search-console-chart"
          >
            {[0, 0.25, 0.5, 0.75, 1].map((share) => (
              <line key={share} x1={0} x2={WIDTH} y1={share * HEIGHT} y2={share * HEIGHT} stroke="var(--mantine-color-gray-3)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ))}
            {metrics.map((metric) => (
              <path key={metric.key} d={linePath(series(metric.key), WIDTH, HEIGHT)} fill="none" stroke={metric.color} strokeWidth={2.5} vectorEffect="non-scaling-stroke" strokeLinejoin="round" data-metric={metric.key} />
            ))}
            {active !== null ? (
              <line x1={(days.length === 1 ? 0 : active / (days.length - 1)) * WIDTH} x2={(days.length === 1 ? 0 : active / (days.length - 1)) * WIDTH} y1={0} y2={HEIGHT} stroke="var(--mantine-color-gray-6)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ) : null}
          </svg>
          {day ? (
            <Paper
              withBorder
              shadow="sm"
              p={6}
              radius="sm"
              pos="absolute"
              top={4}
              style={{ pointerEvents: 'none', ...(active! > days.length / 2 ? { left: 4 } : { right: 4 }) }}
              aria-live="polite"
              data-testid="search-console-chart-day"
            >
              <Text size="xs" fw={700}>
                {formatDay(day.date, true)}
              </Text>
              {metrics.map((metric) => (
                <Text key={metric.key} size="xs" c={metric.color}>
                  {metric.label}: {metric.format(day[metric.key])}
                </Text>
              ))}
            </Paper>
          ) : null}
        </Box>
        <Box w={48} style={{ flexShrink: 0 }}>
          {ticks(right)}
        </Box>
      </Group>
      <Group justify="space-between" pl={56} pr={56} aria-hidden>
        <Text size="xs" c="dimmed">
          {formatDay(days[0]!.date)}
        </Text>
        {days.length > 2 ? (
          <Text size="xs" c="dimmed" visibleFrom="xs">
            {formatDay(days[Math.floor(days.length / 2)]!.date)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {formatDay(days.at(-1)!.date)}
        </Text>
      </Group>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              {METRICS.map((metric) => (
                <Table.Th key={metric.key} scope="col">
                  {metric.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Th scope="row">{formatDay(row.date, true)}</Table.Th>
                {METRICS.map((metric) => (
                  <Table.Td key={metric.key}>{metric.format(row[metric.key])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
