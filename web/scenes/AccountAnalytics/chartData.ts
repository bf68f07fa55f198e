import { analyticsFeatureLabel, type TAnalyticsBucket, type TAnalyticsMeasure, type TAnalyticsReport } from '@core/api/analytics';

const DAY_MS = 86_400_000;
const SERIES_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6', 'red.6', 'yellow.7'];

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every bucket of the period, so the time axis has no gaps: each day, or each week's Monday (UTC). */
export function bucketDates(from: string, to: string, bucket: TAnalyticsBucket): string[] {
  let time = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (bucket === 'week') time -= ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
  const step = bucket === 'week' ? 7 * DAY_MS : DAY_MS;
  const dates: string[] = [];
  for (; time <= end; time += step) dates.push(dayOf(time));
  return dates;
}

/** How a member is named in the charts and the table: their name, with the email when two share it. */
export function memberLabels(report: TAnalyticsReport): Map<string, string> {
  const names = report.members.map((member) => member.name.trim() || member.email);
  return new Map(
    report.members.map((member, index) => {
      const name = names[index]!;
      const shared = names.filter((other) => other === name).length > 1;
      const label = shared && name !== member.email ? `${name} (${member.email})` : name;
      return [member.unique_id, member.current_member ? label : `${label} (left the team)`];
    }),
  );
}

/** One chart series per member the report names. */
export function chartSeries(report: TAnalyticsReport): Array<{ name: string; label: string; color: string }> {
  const labels = memberLabels(report);
  return report.members.map((member, index) => ({ name: member.unique_id, label: labels.get(member.unique_id)!, color: SERIES_COLORS[index % SERIES_COLORS.length]! }));
}

/**
 * A measure's points for a chart: one row per bucket, one key per member (zero where they used
 * nothing). Credits arrive as exact text and become numbers here only to be drawn.
 */
export function chartRows(report: TAnalyticsReport, measure: TAnalyticsMeasure): Array<Record<string, string | number>> {
  const rows = new Map(bucketDates(report.from, report.to, report.bucket).map((date) => [date, Object.fromEntries([['date', date], ...report.members.map((member) => [member.unique_id, 0])])]));
  for (const point of report.series) {
    const row = rows.get(point.date);
    if (row) row[point.unique_id] = measure === 'credits' ? Number(point.credits) : point[measure];
  }
  return [...rows.values()];
}

/**
 * The y axis of a credits chart: ticks on whole tenths up to the highest bar (stacked), so a day
 * of 0.1 credits reads 0, 0.1 rather than 0.025 steps; above a few credits the chart's own ticks.
 */
export function creditsAxis(rows: Array<Record<string, string | number>>): { domain: [number, number]; tickCount: number } | null {
  const tenths = rows.map((row) => Object.entries(row).reduce((sum, [key, value]) => (key === 'date' ? sum : sum + Math.round(Number(value) * 10)), 0));
  const top = Math.max(1, ...tenths);
  return top <= 5 ? { domain: [0, top / 10], tickCount: top + 1 } : null;
}

/** Whether a measure has anything to draw in the period. */
export function measureUsed(report: TAnalyticsReport, measure: TAnalyticsMeasure): boolean {
  return report.series.some((point) => (measure === 'credits' ? point.credits !== '0.0' && point.credits !== '0' : point[measure] > 0));
}

/** "Nov 27" for an axis tick (UTC, as the buckets are). */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export type TTableLine = { key: string; member: string; feature: string; total: boolean } & Pick<TAnalyticsReport['totals'][number], 'credits' | 'words' | 'runs' | 'docs' | 'checks'>;

/** The table: for each member (in the report's order), their features by name, then their total over all features. */
export function tableLines(report: TAnalyticsReport): TTableLine[] {
  const labels = memberLabels(report);
  return report.members.flatMap((member) => {
    const lines = report.totals.filter((line) => line.unique_id === member.unique_id);
    const features = lines
      .filter((line) => line.feature !== null)
      .map((line) => ({ ...line, label: analyticsFeatureLabel(line.feature!) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    const total = lines.find((line) => line.feature === null);
    const name = labels.get(member.unique_id)!;
    const row = (line: (typeof lines)[number], feature: string, isTotal: boolean): TTableLine => ({
      key: `${member.unique_id}:${isTotal ? '*' : line.feature}`,
      member: name,
      feature,
      total: isTotal,
      credits: line.credits,
      words: line.words,
      runs: line.runs,
      docs: line.docs,
      checks: line.checks,
    });
    return [...features.map((line) => row(line, line.label, false)), ...(total ? [row(total, 'All features', true)] : [])];
  });
}
