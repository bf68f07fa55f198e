import { analyticsFeatureLabel, type TAnalyticsMember } from '@core/api/analytics';
import type { TUsageLine } from './usageReportLoader';

const HEADER = ['date', 'member_name', 'member_email', 'unique_id', 'feature_id', 'feature', 'credits', 'words', 'runs', 'docs', 'checks'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: member names are typed by people.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV: a header row, then one row per day, member and feature (CRLF line ends). */
export function analyticsCsv(lines: TUsageLine[], members: TAnalyticsMember[]): string {
  const byId = new Map(members.map((member) => [member.unique_id, member]));
  const rows = lines.map((line) => {
    const member = byId.get(line.unique_id);
    const feature = line.feature ?? '';
    return [line.date ?? '', member?.name ?? '', member?.email ?? '', line.unique_id, feature, analyticsFeatureLabel(feature), line.credits, line.words, line.runs, line.docs, line.checks];
  });
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
