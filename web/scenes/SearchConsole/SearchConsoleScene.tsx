import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { TSearchConsoleSite } from '@core/api/integrations';
import { DEFAULT_SEARCH_CONSOLE_PERIOD, SEARCH_CONSOLE_PERIODS, type TSearchConsolePageRow, type TSearchConsolePeriod, type TSearchConsoleQueryRow } from '@core/api/searchConsole';
import { errorMessage } from '@web/api/client';
import { useIntegrationDetails } from '@web/api/integrations';
import { useSearchConsoleReport, useSearchConsoleSites } from '@web/api/searchConsole';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useIntegrationsUid } from '@web/state/integrationsOwner';
import { useTeamMode } from '@web/state/teamMode';
import { FallingPages } from './FallingPages';
import { METRICS, MetricsChart, type TMetricKey } from './MetricsChart';
import { formatCount, formatCtr, formatPosition, formatRange, shortPage, totalsOf } from './searchConsoleFormat';
import { SortableTable, type TColumn } from './SortableTable';

const CONNECT_PATH = '/integrations/googlesearchconsole';
const SITE_PARAM = 'site';
const DAYS_PARAM = 'days';

/** A property as the picker names it: "example.com (domain)" or its address. */
const siteLabel = (site: TSearchConsoleSite) => (site.site_url.startsWith('sc-domain:') ? `${site.site_url.slice('sc-domain:'.length)} (domain)` : site.site_url);

const periodOf = (value: string | null): TSearchConsolePeriod => {
  const days = Number(value);
  return (SEARCH_CONSOLE_PERIODS as readonly number[]).includes(days) ? (days as TSearchConsolePeriod) : DEFAULT_SEARCH_CONSOLE_PERIOD;
};

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

type TMetricColumns = Pick<TSearchConsoleQueryRow, 'clicks' | 'impressions' | 'ctr' | 'position'>;
function metricColumns<T extends TMetricColumns>(): Array<TColumn<T, 'clicks' | 'impressions' | 'ctr' | 'position'>> {
  return [
    { key: 'clicks', label: 'Clicks', numeric: true, firstDirection: 'descending', render: (row) => formatCount(row.clicks) },
    { key: 'impressions', label: 'Impressions', numeric: true, firstDirection: 'descending', render: (row) => formatCount(row.impressions) },
    { key: 'ctr', label: 'CTR', numeric: true, firstDirection: 'descending', render: (row) => formatCtr(row.ctr) },
    // Position 1 is the top: the best first.
    { key: 'position', label: 'Position', numeric: true, firstDirection: 'ascending', render: (row) => formatPosition(row.position) },
  ];
}

/** Where to connect (or reconnect) Search Console. */
function ConnectFirst({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="blue" variant="light" title={title} data-testid="search-console-connect">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button component={Link} to={CONNECT_PATH}>
          Connect Google Search Console
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /search-console (spec §2, issue 20): one property of the connected Search Console at a time, over
 * 7, 28 or 90 days: clicks, impressions, CTR and position by day, the pages losing clicks (each
 * with "Refresh this article"), and the top queries and pages in tables that sort. The property and
 * period are in the address, so a reload or a shared link shows the same.
 */
export function SearchConsoleScene() {
  const info = pageInfoFor('/search-console', new URLSearchParams())!;
  const uid = useIntegrationsUid();
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const project = useActiveProject(user);
  const details = useIntegrationDetails(uid);
  const connection = details.data?.Googlesearchconsole ?? null;
  const available = details.data?.abilities.googlesearchconsole.available ?? false;
  const connected = Boolean(connection && !connection.error);
  const sites = useSearchConsoleSites(uid, connected && available);
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState<TMetricKey[]>(['clicks', 'impressions']);

  const siteList = sites.data?.sites ?? connection?.sites ?? [];
  const requested = params.get(SITE_PARAM);
  const site = siteList.find((item) => item.site_url === requested)?.site_url ?? siteList[0]?.site_url ?? null;
  const days = periodOf(params.get(DAYS_PARAM));
  const report = useSearchConsoleReport(uid, connected && available && sites.isSuccess ? site : null, days);
  const data = report.data && report.data.site_url === site ? report.data : undefined;
  const totals = useMemo(() => totalsOf(data?.series ?? []), [data]);

  const choose = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const toggle = (key: TMetricKey) => setShown((current) => (current.includes(key) ? current.filter((item) => item !== key) : METRICS.map((metric) => metric.key).filter((item) => item === key || current.includes(item))));

  let body;
  if (details.isPending) {
    body = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>Loading your integrations…</Text>
      </Group>
    );
  } else if (details.isError) {
    body = (
      <Alert color="red" title="We could not load your integrations">
        {errorMessage(details.error)}
      </Alert>
    );
  } else if (!available) {
    body = (
      <Alert color="gray" variant="light" title="Google Search Console is not available on your account">
        Your plan or your account’s settings do not include it.{' '}
        <Anchor component={Link} to="/pricing">
          See the plans
        </Anchor>
        .
      </Alert>
    );
  } else if (!connection) {
    body = <ConnectFirst title="Connect Google Search Console">Sign in with Google to see how your pages do in Google Search: clicks, impressions, queries, and the pages losing clicks.</ConnectFirst>;
  } else if (connection.error) {
    body = <ConnectFirst title="Google Search Console needs to be reconnected">{`Google refused the stored sign-in (${connection.error}). Sign in again to see your data.`}</ConnectFirst>;
  } else {
    body = (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label="Property"
              data={siteList.map((item) => ({ value: item.site_url, label: siteLabel(item) }))}
              value={site}
              onChange={(value) => value && choose(SITE_PARAM, value)}
              allowDeselect={false}
              placeholder={sites.isPending ? 'Loading your properties…' : 'No property'}
              disabled={!siteList.length}
              style={{ flex: '1 1 18rem' }}
              comboboxProps={{ withinPortal: true }}
              data-testid="search-console-property"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="search-console-period-label">
                Period
              </Text>
              <SegmentedControl
                aria-labelledby="search-console-period-label"
                value={String(days)}
                onChange={(value) => choose(DAYS_PARAM, value)}
                data={SEARCH_CONSOLE_PERIODS.map((period) => ({ value: String(period), label: `${period} days` }))}
              />
            </Stack>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            Signed in to Google as {sites.data?.email ?? connection.email}.{' '}
            <Anchor component={Link} to={CONNECT_PATH} size="xs">
              Manage the connection
            </Anchor>
          </Text>
        </Paper>

        {sites.isError ? (
          <Alert color="red" title="We could not list your properties" role="alert">
            {errorMessage(sites.error)}
          </Alert>
        ) : null}
        {sites.isSuccess && !siteList.length ? (
          <Alert color="yellow" variant="light" title="No property">
            {connection.email} has no verified property in Search Console. Add and verify your site in Google Search Console, then reload this page.
          </Alert>
        ) : null}
        {report.isError ? (
          <Alert color="red" title="Google’s data could not be loaded" role="alert">
            {errorMessage(report.error)}
          </Alert>
        ) : null}
        {site && !data && report.isFetching ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Asking Google…</Text>
          </Group>
        ) : null}

        {data ? (
          <>
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" data-testid="search-console-range">
                Google Search, {formatRange(data.range)} (Google’s last two days are not final yet, so they are left out). Asked of Google at {clock(data.fetched_at)}.
              </Text>
              <Button variant="subtle" size="xs" leftSection={<RotateCw size={14} aria-hidden />} onClick={() => void report.refetch()} loading={report.isFetching}>
                Ask Google again
              </Button>
            </Group>

            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label="Metrics shown in the chart">
                  {METRICS.map((metric) => {
                    const on = shown.includes(metric.key);
                    const value = metric.format(totals[metric.key]);
                    return (
                      <UnstyledButton
                        key={metric.key}
                        onClick={() => toggle(metric.key)}
                        aria-pressed={on}
                        p="xs"
                        style={{
                          borderRadius: 'var(--mantine-radius-sm)',
                          border: `2px solid ${on ? metric.color : 'var(--mantine-color-gray-3)'}`,
                          background: on ? 'var(--mantine-color-gray-0)' : undefined,
                        }}
                        data-testid={`search-console-metric-${metric.key}`}
                      >
                        <Text size="xs" fw={600} c={on ? metric.color : 'dimmed'}>
                          {metric.key === 'ctr' ? 'Average CTR' : metric.key === 'position' ? 'Average position' : `Total ${metric.label.toLowerCase()}`}
                        </Text>
                        <Text fz="xl" fw={700}>
                          {value}
                        </Text>
                      </UnstyledButton>
                    );
                  })}
                </SimpleGrid>
                <MetricsChart days={data.series} shown={shown} rangeLabel={formatRange(data.range)} />
              </Stack>
            </Paper>

            <FallingPages report={data} uid={uid} project={project} teamId={teamMode ? user.teamId : null} />

            <Stack gap="md">
              <SortableTable<TSearchConsoleQueryRow, 'query' | 'clicks' | 'impressions' | 'ctr' | 'position'>
                key={`queries:${data.site_url}:${data.days}`}
                title="Top queries"
                rows={data.queries}
                rowKey={(row) => row.query}
                initialSort={{ key: 'clicks', direction: 'descending' }}
                empty="No queries in this period."
                testId="search-console-queries"
                columns={[{ key: 'query', label: 'Query', firstDirection: 'ascending', render: (row) => row.query }, ...metricColumns<TSearchConsoleQueryRow>()]}
              />
              <SortableTable<TSearchConsolePageRow, 'page' | 'clicks' | 'impressions' | 'ctr' | 'position'>
                key={`pages:${data.site_url}:${data.days}`}
                title="Top pages"
                rows={data.pages}
                rowKey={(row) => row.page}
                initialSort={{ key: 'clicks', direction: 'descending' }}
                empty="No pages in this period."
                testId="search-console-pages"
                columns={[
                  {
                    key: 'page',
                    label: 'Page',
                    firstDirection: 'ascending',
                    render: (row) => (
                      <Anchor href={row.page} target="_blank" rel="noopener noreferrer" size="sm">
                        {shortPage(row.page, data.site_url)}
                      </Anchor>
                    ),
                  },
                  ...metricColumns<TSearchConsolePageRow>(),
                ]}
              />
            </Stack>
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageFrame title={info.title} description={info.description}>
      {body}
    </PageFrame>
  );
}
