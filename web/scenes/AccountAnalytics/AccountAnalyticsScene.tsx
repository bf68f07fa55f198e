// Mantine Charts' styles only with this lazy page (STACK-NOTES §7).
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { TAnalyticsReport } from '@core/api/analytics';
import { downloadAnalyticsCsv, useAnalytics, type TAnalyticsPeriod } from '@web/api/analytics';
import { errorMessage } from '@web/api/client';
import { PageFrame } from '@web/components/PageFrame';
import { useActiveTeamId } from '@web/state/activeTeam';
import { showAlert } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';
import { PeriodFilter, presetPeriod, type TPeriodChoice } from './PeriodFilter';
import { UsageCharts } from './UsageCharts';
import { UsageTable } from './UsageTable';
import { AccountTabs } from '@web/scenes/Account/AccountTabs';

const DESCRIPTION = 'Credits, words, runs, docs and checks over time, per member and per feature.';

/** Whose usage the report shows, in a sentence (the server decided the scope). */
function scopeSentence(report: TAnalyticsReport): string {
  if (report.scope === 'personal') return 'Your own usage outside team mode.';
  return report.all_members ? 'Your team’s usage in team mode: every member, as its admin sees it.' : 'Your own usage in your team (the team admin sees every member).';
}

/** Nothing used in the period: say so and where usage comes from. */
function EmptyUsage() {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="analytics-empty">
      <Stack gap="xs" align="center">
        <Title order={2} size="h4">
          No usage in this period yet
        </Title>
        <Text c="dimmed" ta="center" maw={520}>
          Generate with{' '}
          <Anchor component={Link} to="/factgpt">
            FactGPT
          </Anchor>{' '}
          or a writing tool, create a{' '}
          <Anchor component={Link} to="/blogs">
            doc
          </Anchor>
          , or run a check, and it shows here. Choose a longer period to see earlier usage.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /account/analytics (spec §2; who may open it: spec §6, guarded in routing/guards.ts and by the server). */
export function AccountAnalyticsScene() {
  const user = useCurrentUser();
  const teamId = useActiveTeamId();
  const [choice, setChoice] = useState<TPeriodChoice>('30');
  const [period, setPeriod] = useState<TAnalyticsPeriod>(() => presetPeriod('30'));
  const [exporting, setExporting] = useState(false);
  const analytics = useAnalytics(period, teamId);
  const report = analytics.data;
  // A bad custom period is the filter's message; other failures replace the page's content.
  const periodError = analytics.isError && analytics.error && 'status' in analytics.error && analytics.error.status === 400 ? errorMessage(analytics.error) : null;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAnalyticsCsv(period, teamId);
    } catch (error) {
      showAlert(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <PageFrame title="Analytics" description={DESCRIPTION}>
      <AccountTabs />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <PeriodFilter
          choice={choice}
          period={period}
          error={periodError}
          onChange={(nextChoice, nextPeriod) => {
            setChoice(nextChoice);
            setPeriod(nextPeriod);
          }}
        />
        <Button variant="light" leftSection={<Download size={16} aria-hidden />} onClick={() => void exportCsv()} loading={exporting} disabled={!report || Boolean(periodError)}>
          Export CSV
        </Button>
      </Group>
      {user.teamId && !teamId ? (
        <Text size="sm" c="dimmed">
          Turn on Team Mode in the profile menu to see your team’s usage.
        </Text>
      ) : null}
      {analytics.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading your usage…</Text>
        </Group>
      ) : analytics.isError && !periodError ? (
        <Alert color="red" title="We could not load your usage">
          {errorMessage(analytics.error)}
        </Alert>
      ) : report ? (
        <Stack gap="lg" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" data-testid="analytics-scope">
            {scopeSentence(report)} {report.from} to {report.to}
            {report.bucket === 'week' ? ', by week.' : ', by day.'}
          </Text>
          {report.totals.length === 0 ? (
            <EmptyUsage />
          ) : (
            <>
              <UsageCharts report={report} />
              <Title order={2} size="h3">
                Totals for the period
              </Title>
              <UsageTable report={report} />
            </>
          )}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
