import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TAnalyticsMeasure, TAnalyticsReport } from '@core/api/analytics';
import { chartRows, chartSeries, creditsAxis, measureUsed, shortDate } from './chartData';

const MEASURES: Array<{ measure: TAnalyticsMeasure; title: string; hint: string }> = [
  { measure: 'credits', title: 'Credits used', hint: 'Credits charged for generated words (one decimal, as charged).' },
  { measure: 'words', title: 'Words written', hint: 'Words of the charged generations.' },
  { measure: 'runs', title: 'Runs', hint: 'AutoBlog and workflow articles, and optimization runs (SEO briefs, fact checks, plagiarism checks, Humanize AI).' },
  { measure: 'docs', title: 'Docs created', hint: 'New docs, written by hand or by AutoBlog.' },
  { measure: 'checks', title: 'Checks', hint: 'Fact checks and plagiarism checks.' },
];

/** One measure over the period: a bar per bucket, a segment per member. */
function MeasureChart({ report, measure }: { report: TAnalyticsReport; measure: TAnalyticsMeasure }) {
  const rows = chartRows(report, measure);
  const series = chartSeries(report);
  const axis = measure === 'credits' ? creditsAxis(rows) : null;
  return (
    <BarChart
      h={220}
      data={rows}
      dataKey="date"
      type="stacked"
      series={series}
      withLegend={series.length > 1}
      xAxisProps={{ tickFormatter: (value: string) => shortDate(value) }}
      // Counts have whole ticks; small credit figures tick on whole tenths (creditsAxis).
      yAxisProps={{ allowDecimals: measure === 'credits', ...(axis ?? {}), tickFormatter: (value: number) => (Math.round(value * 100) / 100).toLocaleString('en-US') }}
      valueFormatter={(value) => (measure === 'credits' ? value.toFixed(1) : value.toLocaleString('en-US'))}
      tooltipAnimationDuration={0}
    />
  );
}

/** One stacked bar chart per measure over the period, a bar segment per member. */
export function UsageCharts({ report }: { report: TAnalyticsReport }) {
  const byWeek = report.bucket === 'week';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {MEASURES.map(({ measure, title, hint }) => (
        <Paper key={measure} withBorder radius="md" p="md" component="section" aria-label={title} data-testid={`chart-${measure}`}>
          <Title order={2} size="h4">
            {title}
            {byWeek ? ' per week' : ' per day'}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {hint}
          </Text>
          {measureUsed(report, measure) ? (
            <MeasureChart report={report} measure={measure} />
          ) : (
            <Text size="sm" c="dimmed" py="xl" ta="center">
              None in this period.
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
