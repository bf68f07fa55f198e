import { Anchor, Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { CheckNotices } from './CheckNotices';
import { sourceLink } from './sourceLink';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The share of the checked text found nowhere else (spec: 100 − allpercentmatched). */
export const originalShare = (result: TPlagiarismResult) => Math.max(0, 100 - result.allpercentmatched);

/**
 * A check at a glance: the share that is original as the big figure, the words checked and
 * matched, the checks left this period and how much of the plan's checks are used, and what could
 * not be compared (notices such as web search not being configured; the compact form leaves them to
 * the caller, to show after the sources).
 */
export function ResultSummary({ result, compact = false }: { result: TPlagiarismResult; compact?: boolean }) {
  const original = originalShare(result);
  const colour = original >= 90 ? 'teal' : original >= 60 ? 'yellow' : 'red';
  const allView = result.allviewurl && sourceLink(result.allviewurl).kind === 'web' ? result.allviewurl : null;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={compact ? 76 : 104}
          thickness={compact ? 8 : 10}
          roundCaps
          sections={[{ value: original, color: colour }]}
          label={
            <Text ta="center" fw={700} size={compact ? 'md' : 'xl'} data-testid="plagiarism-original">
              {`${original}%`}
            </Text>
          }
          aria-label={`${original}% original`}
        />
        <Stack gap={2}>
          <Text fw={700} size={compact ? 'md' : 'lg'}>{`${original}% original`}</Text>
          <Text size="sm" c="dimmed">
            {result.allpercentmatched === 0
              ? 'No passage of this text was found elsewhere.'
              : `${result.allpercentmatched}% of the text (${result.allwordsmatched.toLocaleString()} of ${result.querywords.toLocaleString()} words) was found in ${result.result.length} ${result.result.length === 1 ? 'source' : 'sources'}.`}
          </Text>
          {allView ? (
            <Anchor href={allView} target="_blank" rel="noopener noreferrer" size="sm">
              All matches on Copyscape
            </Anchor>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xl" wrap="wrap">
        <Figure label="Words checked" value={result.querywords.toLocaleString()} />
        <Figure label="Checks left" value={String(result.plagiarism_runs)} testId="plagiarism-runs-left" />
        <Figure label="Checked" value={new Date(result.checked_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} />
      </Group>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">{`${Math.min(100, result.plagiarism_usage_ratio)}% of your plan's plagiarism checks used this period`}</Text>
        <Progress
          value={Math.min(100, result.plagiarism_usage_ratio)}
          size="sm"
          color={result.plagiarism_usage_ratio >= 100 ? 'red' : 'blue'}
          aria-label="Plagiarism checks used"
        />
      </Stack>
      {compact ? null : <CheckNotices notices={result.notices} />}
    </Stack>
  );
}
